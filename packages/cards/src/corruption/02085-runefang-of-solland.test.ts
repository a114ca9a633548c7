import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Runefang of Solland', () => {
  it('attaches to an Empire unit only, which gets 2 more power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Runefang of Solland', as: 'rf' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Black Orc Squad', as: 'b' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@rf', zone: 'kingdom', target: '@b', illegal: 'cannot be attached' },
        { expect: { '@hu.power': 1 } },
        { type: 'play', card: '@rf', zone: 'kingdom', target: '@hu' },
        { type: 'pass' },
      ],
      expect: { '@rf.loc': 'kingdom', '@hu.power': 3 },
    });
  });

  it('sacrificing the attached unit makes the next non-Epic tactic this turn cost 0 (loyalty still paid); the one after costs its price', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Forced March', as: 'fm1' }, { card: 'Forced March', as: 'fm2' }],
          kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Runefang of Solland', as: 'rf', attachedTo: '@hu' }, 'Mountain Brigade'] },
        },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@rf', ability: 'action' },
        { type: 'pass', player: 1 }, // the order the unit and its Runefang lie in his discard pile
        { type: 'pass', player: 1 }, // the chain resolves
        // the cost is paid at once: the unit and its Runefang are gone, no resources spent
        { expect: { '@hu.loc': 'discard', '@rf.loc': 'discard', 'p1.resources': 5 } },
        { type: 'play', card: '@fm1' },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 },
        { type: 'target', target: 'quest' },
        // printed cost 2 lowered to 0; the loyalty (2 icons, 1 symbol: 1) is paid
        { expect: { '@b.loc': 'quest', 'p1.resources': 4 } },
        { type: 'play', card: '@fm2' },
        { type: 'target', target: '@b' },
        { type: 'target', target: 'battlefield' },
      ],
      expect: { '@b.loc': 'battlefield', 'p1.resources': 1 },
    });
  });

  it("may go on an opponent's Empire unit, but its player cannot sacrifice a unit he does not control (FAQ: Sacrifice)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Runefang of Solland', as: 'rf' }, 'Forced March'], kingdom: { cards: ['Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'theirs' }] } },
        ['empire', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@rf', zone: 'kingdom', target: '@theirs' },
        { type: 'pass', player: 1 },
        { expect: { '@rf.loc': 'kingdom', '@rf.controller': 1, '@theirs.power': 3 } },
        { type: 'use', card: '@rf', ability: 'action', illegal: 'cannot pay' },
      ],
    });
  });

  it('an Epic tactic pays its full cost and does not use it up', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 13,
          hand: ["Sigmar's Brilliance", { card: 'Forced March', as: 'fm' }],
          kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Runefang of Solland', as: 'rf', attachedTo: '@hu' }, 'Mountain Brigade'] },
        },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@rf', ability: 'action' },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'play', card: "Sigmar's Brilliance" },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 1 }, // no card moved
        // 10 + loyalty 2 (3 icons, 1 symbol)
        { expect: { 'p1.resources': 1 } },
        { type: 'play', card: '@fm' },
        { type: 'target', target: '@b' },
        { type: 'target', target: 'quest' },
      ],
      expect: { '@b.loc': 'quest', 'p1.resources': 0 },
    });
  });

  it('lasts only until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: [{ card: 'Forced March', as: 'fm' }], kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Runefang of Solland', as: 'rf', attachedTo: '@hu' }, 'Mountain Brigade'] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        // used in the opponent's turn, it is gone by the player's own
        { type: 'use', card: '@rf', ability: 'action', player: 1 },
        { expect: { turn: 3, active: 2, '@hu.loc': 'discard' } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 1 },
        // his own turn: 5 resources (3 + the Brigade's 2 power)
        { expect: { turn: 4, active: 1, phase: 'capital', 'p1.resources': 5 } },
        { type: 'play', card: '@fm' },
        { type: 'target', target: '@b' },
        { type: 'target', target: 'quest' },
      ],
      // 2 + loyalty 1
      expect: { '@b.loc': 'quest', 'p1.resources': 2 },
    });
  });
});
