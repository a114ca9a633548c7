import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('War Machine Emplacement', () => {
  it('in the battlefield, once per turn, spends 2 to deal 2 damage to one target attacking unit', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 4, battlefield: { cards: [{ card: 'War Machine Emplacement', as: 'w' }, { card: 'War Machine Emplacement', as: 'w2' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }, { card: 'Chaos Knights', as: 'home' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@ck', player: 2 },
        { type: 'attacker', card: '@ck2', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@w', ability: 'action', player: 1 },
        // attacking units only
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@ck2' }], exclude: [{ type: 'target', target: '@home' }] } } },
        { type: 'target', target: '@ck', player: 1 },
        { type: 'pass', player: 1 },
        { expect: { '@ck.damage': 2, '@ck2.damage': 0, 'p1.resources': 2 } },
        // once per turn for each copy: the other copy may still be used
        { type: 'use', card: '@w', ability: 'action', player: 1, illegal: 'already used this turn' },
        { type: 'use', card: '@w2', ability: 'action', player: 1 },
        { type: 'target', target: '@ck2', player: 1 },
        { expect: { '@ck.damage': 2, '@ck2.damage': 2, 'p1.resources': 0 } },
      ],
    });
  });

  it('works only in the battlefield, and only with an attacking unit to target', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        // (a second copy in the battlefield keeps an action open for player 1)
        { resources: 4, hand: ['Huntsmen'], kingdom: { cards: [{ card: 'War Machine Emplacement', as: 'w' }] }, battlefield: { cards: ['War Machine Emplacement'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest', player: 2 },
        { type: 'attacker', card: '@ck', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@w', ability: 'action', player: 1, illegal: 'only in the battlefield' },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Huntsmen'], battlefield: { cards: [{ card: 'War Machine Emplacement', as: 'w' }, 'Mountain Brigade'] } }, { battlefield: { cards: ['Chaos Knights'] } }, ['empire', 'chaos']),
      decisions: [{ type: 'use', card: '@w', ability: 'action', illegal: '' }],
    });
  });
});
