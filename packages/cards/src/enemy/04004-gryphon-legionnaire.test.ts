import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gryphon Legionnaire', () => {
  it("is played from hand in the opponent's battlefield phase once attackers are declared, then defends with Counterstrike 2", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 4, hand: [{ card: 'Gryphon Legionnaire', as: 'g' }, { card: 'Knights of the Blazing Sun', as: 'other' }] },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 1 }, // (the battlefield phase's first window)
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 1 },
        { type: 'attacker', card: '@ck' },
        // another unit cannot be played now
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: '@g', zone: 'kingdom' }], exclude: [{ type: 'play', card: '@other', zone: 'kingdom' }] } } },
        { type: 'play', card: '@g', zone: 'kingdom' },
        // cost 3 + loyalty 2 less the Empire symbol
        { expect: { '@g.loc': 'kingdom', 'p1.resources': 0 } },
        { type: 'defender', card: '@g', player: 1 },
        // Counterstrike 2 hits the only attacker at once
        { expect: { '@ck.damage': 2 } },
        { type: 'assign', target: '@g', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@ck', amount: 1, player: 1 },
      ],
      expect: { '@g.loc': 'discard', '@ck.damage': 3, 'p1.kingdom.damage': 1 },
    });
  });

  it('may be played in response to an action, entering play before it resolves', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 4, hand: [{ card: 'Gryphon Legionnaire', as: 'g' }] },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'rbt' }] } },
        ['empire', 'dark-elf'],
      ),
      decisions: [
        { type: 'use', card: '@rbt', ability: 'action', player: 2 },
        { type: 'play', card: '@g', zone: 'battlefield', player: 1 },
        { expect: { '@g.loc': 'battlefield' } },
        { type: 'assign', target: '@g', amount: 1, player: 1 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 1 },
      ],
      expect: { '@g.damage': 1, 'p1.kingdom.damage': 1 },
    });
  });

  it('pays its full cost: 3 plus 1 loyalty on an Empire capital; with less it cannot be played', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 4, hand: [{ card: 'Gryphon Legionnaire', as: 'g' }] }, { hand: ['Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [{ type: 'pass', player: 2 }, { type: 'play', card: '@g', zone: 'quest', player: 1 }],
      expect: { '@g.loc': 'quest', 'p1.resources': 0 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 3, hand: [{ card: 'Gryphon Legionnaire', as: 'g' }] }, { hand: ['Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [{ type: 'pass', player: 2 }, { type: 'play', card: '@g', zone: 'quest', player: 1, illegal: 'costs 4' }],
    });
  });
});
