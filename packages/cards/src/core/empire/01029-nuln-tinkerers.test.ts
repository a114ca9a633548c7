import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Nuln Tinkerers', () => {
  it('in the kingdom, makes your first support of the turn 1 cheaper', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Dwarf/Empire Alliance', 'Dwarf/Empire Alliance', 'Peasant Militia'], kingdom: { cards: ['Nuln Tinkerers'] } },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Peasant Militia', zone: 'quest' }, // a unit: no reduction, not used up
        { expect: { 'p1.resources': 6 } },
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'kingdom' },
        { expect: { 'p1.resources': 5 } },
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'quest' },
      ],
      expect: { 'p1.resources': 3 },
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
});
