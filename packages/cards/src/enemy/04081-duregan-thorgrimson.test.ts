import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Duregan Thorgrimson', () => {
  it('at the beginning of your turn, it and one other target unit deal damage equal to their power to each other', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Duregan Thorgrimson', as: 'd' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Peasant Militia', as: 'p' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@d', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@p' }], exclude: [{ type: 'target', target: '@d' }] } } },
        { type: 'target', target: '@k' },
      ],
      // Duregan 2 power, Chaos Knights 3
      expect: { '@k.damage': 2, '@d.damage': 3 },
    });
  });

  it('a target with no power deals nothing back', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Duregan Thorgrimson', as: 'd' }] } }, { kingdom: { cards: [{ card: 'Peasant Militia', as: 'p' }] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@d', ability: 'action' }],
      expect: { '@p.damage': 2, '@d.damage': 0 },
    });
  });

  it('deals its damage even when the target\'s damage destroys it: simultaneous (errata)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Duregan Thorgrimson', as: 'd', damage: 4 }] } }, { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h', damage: 1 }] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@d', ability: 'action' }],
      // Hammerer: Toughness 1 cancels 1 of Duregan's 2; both die
      expect: { '@d.loc': 'discard', '@h.loc': 'discard' },
    });
  });

  it('only at the beginning of its controller\'s turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Duregan Thorgrimson', as: 'd' }] } }, { kingdom: { cards: ['Peasant Militia'] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@d', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
