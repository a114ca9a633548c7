import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Anvil of Doom', () => {
  it('in the kingdom: +1 power to each unit in your battlefield carrying an Attachment, not to others', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: 'Knight Training', as: 'kt' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Anvil of Doom', as: 'a' }, { card: 'Mountain Brigade', as: 'k' }, { card: 'Organ Gun', attachedTo: '@k' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b1' }, { card: 'Organ Gun', attachedTo: '@b1' }, { card: 'Mountain Brigade', as: 'b2' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }, { card: "Grimgor's Spike", attachedTo: '@o' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        // Mountain Brigade: printed 2; Black Orc Squad: printed 1 (P2's battlefield is not P1's)
        { expect: { '@b1.power': 3, '@b2.power': 2, '@k.power': 2, '@o.power': 1 } },
        { type: 'play', card: '@kt', zone: 'battlefield', target: '@b2' },
        // Knight Training's own +1 and the Anvil's +1
        { expect: { '@b2.power': 4 } },
      ],
    });
  });

  it('does nothing outside the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ['Mountain Brigade'],
          quest: { cards: [{ card: 'Anvil of Doom' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b1' }, { card: 'Organ Gun', attachedTo: '@b1' }] },
        },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [{ expect: { '@b1.power': 2 } }],
    });
  });
});
