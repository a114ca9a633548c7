import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Elven Warship', () => {
  it('as your turn begins, its controller may have the opponent take 2 indirect damage, which the opponent splits', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Elven Warship', as: 'w' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@w', ability: 'action', player: 1 },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
      ],
      expect: { '@b.damage': 1, 'p2.quest.damage': 1, 'p1.quest.damage': 0 },
    });
  });

  it('only at the beginning of its controller\'s own turn, and only at his first opportunity', () => {
    // later in his turn
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Elven Warship', as: 'w' }] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    // the opponent's turn beginning does not arm it
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Elven Warship', as: 'w' }] } }, { hand: ['Mountain Brigade'] }, ['high-elf', 'orc']),
      // no window opens for P1 as P2's turn begins (nor later): the first decision is P2's capital phase
      decisions: [
        { expect: { phase: 'capital', prompt: { player: 2, kind: 'action' } } },
        { type: 'pass', player: 2 },
        // then P1's own turn begins: now it is offered
        { expect: { phase: 'beginTurn', active: 1, prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@w', ability: 'action' }] } } },
      ],
    });
    // declined as the turn begins: gone for this turn
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Elven Warship', as: 'w' }] } }, { hand: ['Mountain Brigade'] }, ['high-elf', 'orc']),
      decisions: [
        { type: 'pass', player: 1 },
        { expect: { phase: 'capital', prompt: { player: 1, kind: 'action' }, 'p2.kingdom.damage': 0 } },
        { type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });
});
