import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Corsair Raider', () => {
  it("as your turn begins, a target unit (either player's) has 1 less power until the end of the turn", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Corsair Raider', as: 'c' }, { card: 'Seasoned Corsair', as: 'mine' }] } },
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@c', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@mine' }] } } },
        { type: 'target', target: '@k' },
        { expect: { '@k.power': 2, 'p2.battlefield.power': 2 } },
        // used once: not again this turn
        { type: 'use', card: '@c', ability: 'action', illegal: 'first opportunity after its trigger' },
        // P1's turn goes by (no attack): in P2's turn the Knights have 3 again
        { type: 'pass' },
        { type: 'pass' },
        { expect: { active: 2, '@k.power': 3 } },
      ],
    });
  });

  it("not at the opponent's turn beginning, nor later in your turn", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Corsair Raider', as: 'c' }] } }, { battlefield: { cards: ['Chaos Knights'] } }, ['dark-elf', 'chaos']),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Corsair Raider', as: 'c' }] } }, { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } }, ['dark-elf', 'chaos']),
      // no window opens for P1 as P2's turn begins: the first prompt is P2's in his capital phase
      decisions: [{ expect: { phase: 'capital', prompt: { player: 2, kind: 'action' }, '@k.power': 3 } }],
    });
  });
});
