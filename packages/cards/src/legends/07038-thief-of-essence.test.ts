import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Thief of Essence', () => {
  it("when one or more units (either player's) leave play, draws a card — once for units leaving together", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb'], deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Thief of Essence', as: 't' }] } },
        { kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'a' }, { card: 'Crooked Teef Goblins', as: 'b' }, { card: 'Mountain Brigade', as: 'c' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        { type: 'target', target: '@c' },
        { expect: { '@a.loc': 'discard', '@b.loc': 'discard', 'p1.hand.count': 0 } },
        { type: 'use', card: '@t', ability: 'action' },
        { expect: { 'p1.hand.count': 1, 'p1.deck': 2, options: { exclude: [{ type: 'use', card: '@t', ability: 'action' }] } } },
      ],
    });
  });

  it('is not armed when no unit left play, nor by a support leaving play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Thief of Essence', as: 't' }] } }),
      decisions: [{ type: 'use', card: '@t', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'dwarf', resources: 5, hand: ['Demolition!', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Thief of Essence', as: 't' }] } },
        { kingdom: { cards: [{ card: 'Eatine Harbour', as: 'h' }] } },
        ['dwarf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Demolition!' },
        { expect: { '@h.loc': 'discard', options: { exclude: [{ type: 'use', card: '@t', ability: 'action' }] } } },
        { type: 'use', card: '@t', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });
});
