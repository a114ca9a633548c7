import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Duregan Thorgrimson', () => {
  it('at the beginning of your turn, it and a target unit deal damage equal to their power to each other', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Duregan Thorgrimson', as: 'd' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@d', ability: 0 }],
      expect: { '@m.damage': 2, '@d.damage': 2 },
    });
  });

  it('deals its damage even when the target\'s damage destroys it (simultaneous)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Duregan Thorgrimson', as: 'd', damage: 4 }] } }, { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h', damage: 1 }] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@d', ability: 0 }],
      // Hammerer: Toughness 1 cancels 1 of Duregan's 2
      expect: { '@d.loc': 'discard', '@h.loc': 'discard' },
    });
  });
});
