import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Bugman's Rangers", () => {
  it('has +1 power for each Attachment support card on it, counted as they are played onto it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Organ Gun', as: 'g2' }, { card: 'Organ Gun', as: 'g3' }],
          battlefield: { cards: [{ card: "Bugman's Rangers", as: 'r' }, { card: 'Organ Gun', attachedTo: '@r' }, { card: 'Mountain Brigade', as: 'm' }] },
        },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        // printed 1, one attachment
        { expect: { '@r.power': 2, '@m.power': 2 } },
        { type: 'play', card: '@g2', zone: 'battlefield', target: '@r' },
        { expect: { '@r.power': 3 } },
        // an attachment on another unit does not count
        { type: 'play', card: '@g3', zone: 'battlefield', target: '@m' },
        { expect: { '@r.power': 3, '@m.power': 2 } },
      ],
    });
  });

  it('without attachments it has its printed power only', () => {
    expectScenario({
      phase: 'capital',
      players: board({ battlefield: { cards: [{ card: "Bugman's Rangers", as: 'r' }] } }, {}, ['dwarf', 'orc']),
      decisions: [{ expect: { '@r.power': 1, 'p1.battlefield.power': 1 } }],
    });
  });
});
