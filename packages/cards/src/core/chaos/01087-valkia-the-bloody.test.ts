import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Valkia the Bloody', () => {
  it('moves her damage onto a corrupted unit, ignoring Toughness and never past lethal', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Valkia the Bloody', as: 'v', damage: 3 }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h', corrupt: true }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        // the uncorrupted Black Orc Squad is no candidate, so the Hammerer is picked for you
        { type: 'use', card: '@v', ability: 0 },
      ],
      expect: { '@v.damage': 1, '@h.loc': 'discard', '@b.damage': 0, 'p1.resources': 0 },
    });
  });

  it('cannot be used without damage on her or without a corrupted unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Valkia the Bloody', as: 'v' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', corrupt: true }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@v', ability: 0, illegal: 'could not resolve' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Valkia the Bloody', as: 'v', damage: 1 }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@v', ability: 0, illegal: 'no legal target' }],
    });
  });
});
