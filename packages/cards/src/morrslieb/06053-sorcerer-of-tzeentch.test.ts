import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sorcerer of Tzeentch', () => {
  it('when you play a development from hand: on resolution a token, then X damage to the target (X = tokens now on it)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Sorcerer of Tzeentch', as: 's', tokens: 1 }, { card: 'Mountain Brigade', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, 'Lobber Crew'] } },
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@s', ability: 'action' },
        // any unit, its controller's own included
        { expect: { options: { include: [{ type: 'target', target: '@h' }, { type: 'target', target: '@mine' }, { type: 'target', target: '@s' }] } } },
        { type: 'target', target: '@h' },
        // the token is part of the effect, not a cost: nothing yet while the action waits on the chain
        { expect: { prompt: { player: 2, kind: 'action' }, '@s.tokens': 1, '@h.damage': 0 } },
        { type: 'pass', player: 2 },
      ],
      // 2 tokens: 2 damage, Toughness 1 cancels 1 of it
      expect: { '@s.tokens': 2, '@h.damage': 1, 'p1.quest.developments': 1, log: ['Toughness 1 cancels 1 damage'] },
    });
  });

  it('out of play on resolution, it takes no token and deals no damage', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Sorcerer of Tzeentch', as: 's', tokens: 1 }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }, { card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@m' },
        // in response: P1 must sacrifice a unit, and the Sorcerer is his only one
        { type: 'use', card: '@l', ability: 'action', player: 2 },
      ],
      expect: { '@s.loc': 'discard', '@s.tokens': 0, '@m.damage': 0, 'p1.quest.developments': 1 },
    });
  });

  it("is not triggered by playing a unit, nor by the opponent's development", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Crooked Teef Goblins', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Sorcerer of Tzeentch', as: 's' }] } }),
      decisions: [
        { type: 'play', card: 'Crooked Teef Goblins', zone: 'battlefield' },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Sorcerer of Tzeentch', as: 's' }, { card: 'Mountain Brigade', as: 'm' }] } },
        { hand: ['Mountain Brigade', 'Mountain Brigade'] },
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { '@s.tokens': 0, options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });
  it('Iron Discipline (FAQ): its target is declared on initiation; unpaid, the whole action is cancelled, token included; paid, it resolves', () => {
    const setup = (resources: number) => ({
      phase: 'capital' as const,
      active: 2 as const,
      players: board(
        { capital: 'empire', hand: ['Iron Discipline'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        { capital: 'chaos', resources, hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Sorcerer of Tzeentch', as: 's', tokens: 1 }] } },
        ['empire', 'chaos'],
      ),
    });
    const start = [
      { type: 'develop', card: 'Mountain Brigade', zone: 'quest', player: 2 },
      { type: 'pass', player: 1 },
      { type: 'use', card: '@s', ability: 'action', player: 2 },
      { type: 'target', target: '@m' },
      { type: 'play', card: 'Iron Discipline', player: 1 },
      { type: 'target', target: '@m' },
      { expect: { prompt: { player: 2, kind: 'choose' } } },
    ] as const;
    expectScenario({ ...setup(5), decisions: [...start, { type: 'pass', player: 2 }, { expect: { '@s.tokens': 1, '@m.damage': 0, 'p2.resources': 5, log: ['Iron Discipline cancels Sorcerer of Tzeentch'] } }] });
    expectScenario({ ...setup(5), decisions: [...start, { type: 'target', target: '@s', player: 2 }, { expect: { 'p2.resources': 1, '@s.tokens': 2, '@m.damage': 2 } }] });
  });
});
