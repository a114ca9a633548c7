import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Nuln Tinkerers', () => {
  it('in the kingdom, makes only your first support of the turn 1 cheaper (units do not use it up)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Dwarf/Empire Alliance', 'Dwarf/Empire Alliance', 'Peasant Militia'], kingdom: { cards: ['Nuln Tinkerers'] } },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Peasant Militia', zone: 'quest' }, // a unit (cost 0): no reduction, not used up
        { expect: { 'p1.resources': 6 } },
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'kingdom' }, // 2 - 1
        { expect: { 'p1.resources': 5 } },
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'quest' }, // the second support: full price
      ],
      expect: { 'p1.resources': 3 },
    });
  });

  it('gives the discount again in your next turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Dwarf/Empire Alliance', 'Dwarf/Empire Alliance'], kingdom: { cards: ['Nuln Tinkerers'] } },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'kingdom' },
        { expect: { 'p1.resources': 1 } },
        { type: 'pass', player: 1 }, // the capital phase ends; no attack; the turn passes
        { expect: { turn: 4, active: 2, phase: 'capital' } },
        { type: 'pass', player: 2 },
        { expect: { turn: 5, active: 1, phase: 'capital', prompt: { player: 1, kind: 'action' } } },
        { expect: { 'p1.resources': 5 } }, // capital 3 + Tinkerers 1 + Alliance 1
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'quest' },
      ],
      expect: { 'p1.resources': 4 },
    });
  });

  it("does not lower the opponent's supports", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: ['Nuln Tinkerers'] } }, { resources: 2, hand: ['Dwarf/Empire Alliance'] }, ['empire', 'dwarf']),
      decisions: [{ type: 'play', card: 'Dwarf/Empire Alliance', zone: 'kingdom', player: 2 }],
      expect: { 'p2.resources': 0 },
    });
  });

  it('does nothing outside the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Dwarf/Empire Alliance', 'Mountain Brigade'], quest: { cards: ['Nuln Tinkerers'] } }, {}, ['empire', 'dwarf']),
      decisions: [{ type: 'play', card: 'Dwarf/Empire Alliance', zone: 'kingdom' }],
      expect: { 'p1.resources': 4 },
    });
  });

  it('gives nothing when a support was already played this turn before the Tinkerers came into play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Dwarf/Empire Alliance', 'Dwarf/Empire Alliance', 'Nuln Tinkerers'] }, {}, ['empire', 'dwarf']),
      decisions: [
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'quest' }, // full price: no Tinkerers yet
        { expect: { 'p1.resources': 8 } },
        { type: 'play', card: 'Nuln Tinkerers', zone: 'kingdom' },
        { expect: { 'p1.resources': 5 } },
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'quest' }, // the second support of the turn: full price
      ],
      expect: { 'p1.resources': 3 },
    });
  });
});
