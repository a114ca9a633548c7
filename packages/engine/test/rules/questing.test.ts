import { describe, expect, it } from 'vitest';
import { buildScenario } from '../../src/index.js';
import { destroy } from '../../src/effects/movement.js';
import { board, expectScenario } from '../helpers.js';

describe('questing', () => {
  it('a unit played onto a quest (targeting it) enters the quest zone questing', () => {
    expectScenario({
      players: board({ resources: 5, hand: [{ card: 'Brute', as: 'b' }, 'Wall'], quest: { cards: [{ card: 'Long Road', as: 'lr' }] } }),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@b', zone: 'quest', target: '@lr' }, { type: 'play', card: '@b', zone: 'quest' }] } } },
        { type: 'play', card: '@b', zone: 'quest', target: '@lr' },
      ],
      // a questing unit is still part of the quest zone: it adds power there
      expect: { '@b.loc': 'quest', '@b.questing': true, 'p1.quest.units': ['Brute'], 'p1.quest.power': 3 },
    });
  });

  it('a unit played into the quest zone without a target is not questing', () => {
    expectScenario({
      players: board({ resources: 5, hand: [{ card: 'Grunt', as: 'g' }, 'Wall'], quest: { cards: [{ card: 'Long Road', as: 'lr' }] } }),
      decisions: [{ type: 'play', card: '@g', zone: 'quest' }],
      expect: { '@g.loc': 'quest', '@g.questing': false },
    });
  });

  it('only one unit may quest on a quest at a time', () => {
    expectScenario({
      players: board({
        resources: 5,
        hand: [{ card: 'Grunt', as: 'g' }, 'Wall'],
        quest: { cards: [{ card: 'Long Road', as: 'lr' }, { card: 'Long Road', as: 'lr2' }, { card: 'Grunt', as: 'q', questing: 'lr' }] },
      }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@g', target: '@lr' }], include: [{ type: 'play', card: '@g', zone: 'quest', target: '@lr2' }] } } },
        { type: 'play', card: '@g', zone: 'quest', target: '@lr', illegal: 'already has a unit questing on it' },
        { type: 'play', card: '@g', zone: 'quest', target: '@lr2' },
      ],
      expect: { '@g.questing': true, '@q.questing': true },
    });
  });

  it('only units quest, only on the player\'s own quests, and only from the quest zone', () => {
    expectScenario({
      players: board(
        { resources: 5, hand: [{ card: 'Grunt', as: 'g' }, { card: 'Village', as: 'v' }], quest: { cards: [{ card: 'Long Road', as: 'lr' }] } },
        { quest: { cards: [{ card: 'Long Road', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom', target: '@lr', illegal: 'played into your quest zone' },
        { type: 'play', card: '@g', zone: 'quest', target: '@theirs', illegal: 'not a quest in your quest zone' },
        { type: 'play', card: '@v', zone: 'quest', target: '@lr', illegal: 'only units can be sent on a quest' },
      ],
      expect: { '@g.loc': 'hand', 'p1.resources': 5 },
    });
  });

  it('when the questing unit leaves play, the tokens on its quest are discarded', () => {
    expectScenario({
      active: 2,
      phase: 'battlefield',
      players: board(
        { quest: { cards: [{ card: 'Long Road', as: 'lr' }, { card: 'Grunt', as: 'q', questing: 'lr' }, { card: 'Long Road', as: 'lr2', tokens: 2 }, { card: 'Grunt', as: 'q2' }] } },
        { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } },
      ),
      decisions: [
        { expect: { '@lr.tokens': 0 } },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@q', player: 1 },
        { type: 'defender', card: '@q2', player: 1 },
        { type: 'assign', target: '@q', amount: 1, player: 2 },
        { type: 'assign', target: '@q2', amount: 1 },
        { type: 'assign', target: '@b', amount: 2, player: 1 },
      ],
      expect: { '@q.loc': 'discard', '@q2.loc': 'discard', '@lr.loc': 'quest', '@lr2.tokens': 2 },
    });
  });

  it('tokens are discarded (scenario with tokens on the quest)', () => {
    expectScenario({
      active: 2,
      phase: 'battlefield',
      players: board(
        { quest: { cards: [{ card: 'Long Road', as: 'lr', tokens: 3 }, { card: 'Grunt', as: 'q', questing: 'lr' }] } },
        { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } },
      ),
      decisions: [
        { expect: { '@lr.tokens': 3, '@q.questing': true } },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@q', player: 1 },
        { type: 'assign', target: '@q', amount: 1, player: 2 },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
        { type: 'assign', target: '@b', amount: 1, player: 1 },
      ],
      expect: { '@q.loc': 'discard', '@lr.tokens': 0, '@lr.loc': 'quest', 'p1.quest.damage': 1 },
    });
  });

  it('after the questing unit leaves, another unit may quest on the quest; a quest leaving play frees its unit', () => {
    const { state, aliases } = buildScenario({
      players: board({ resources: 5, hand: ['Wall'], quest: { cards: [{ card: 'Long Road', as: 'lr', tokens: 2 }, { card: 'Grunt', as: 'q', questing: 'lr' }] } }),
    });
    const lr = aliases.get('lr')!;
    const q = aliases.get('q')!;
    destroy(state, lr);
    expect(state.cards[lr]!.loc).toBe('discard');
    expect(state.cards[q]!.questing).toBe(-1);
    expect(state.cards[q]!.loc).toBe('quest');
  });
});
