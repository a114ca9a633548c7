import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gurni Thorgrimson', () => {
  it('has +1 power per card attached to it, counted as attachments come and go', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: 'Knight Training', as: 'kt' }, 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Gurni Thorgrimson', as: 'g' }, { card: 'Organ Gun', as: 'og', attachedTo: '@g' }] },
        },
        { resources: 2, battlefield: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        // printed 2, +1 for the Organ Gun (whose own +2 counts only while defending)
        { expect: { '@g.power': 3, 'p1.battlefield.power': 3 } },
        // Knight Training: +1 of its own and +1 more for being a card attached to it
        { type: 'play', card: '@kt', zone: 'battlefield', target: '@g' },
        { expect: { '@g.power': 5 } },
      ],
    });
  });

  it('has its printed power with nothing attached', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Gurni Thorgrimson', as: 'g' }] } }, {}, ['dwarf', 'orc']),
      decisions: [{ expect: { '@g.power': 2, 'p1.battlefield.power': 2 } }],
    });
  });
});
