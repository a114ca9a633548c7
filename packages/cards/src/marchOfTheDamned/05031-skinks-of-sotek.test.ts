import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Skinks of Sotek', () => {
  it('as it enters play, deals 1 damage that Toughness cannot cancel to a target unit (either player\'s)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Skinks of Sotek', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Gromril Armour', as: 'g', attachedTo: '@b' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Skinks of Sotek', zone: 'kingdom' },
        { type: 'use', card: 'Skinks of Sotek', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }, { type: 'target', target: 'Skinks of Sotek' }] } } },
        { type: 'target', target: '@b' },
      ],
      // Gromril Armour's Toughness 1 does not cancel it
      expect: { '@b.damage': 1, '@mine.damage': 0 },
    });
  });

  it('only right after it enters play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Skinks of Sotek', as: 's' }] } }, { battlefield: { cards: ['Black Orc Squad'] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
