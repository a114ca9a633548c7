import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Black Horror', () => {
  it("puts a target unit of printed cost 2 or lower on the bottom of its owner's deck", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Black Horror', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Shades', as: 'mine' }, { card: 'Dark Zealot', as: 'myZealot' }] } },
        {
          kingdom: { cards: [{ card: 'Squig Herders', as: 'sq' }, { card: 'Crooked Teef Goblins', as: 'ctg' }, { card: 'Black Orc Squad', as: 'bos' }] },
          deck: [{ card: 'Dwarf Ranger', as: 'top' }],
        },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Black Horror' },
        // printed cost 2 or lower, either player's; not cost 3
        { expect: { options: { include: [{ type: 'target', target: '@sq' }, { type: 'target', target: '@ctg' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@bos' }, { type: 'target', target: '@myZealot' }] } } },
        { type: 'target', target: '@sq' },
        { expect: { '@sq.loc': 'deck', 'p2.deck': 2, 'p1.resources': 0 } },
        // the next turn, player 2 draws the card that was on top, not the Herders (they went to the bottom)
        { type: 'pass' },
        { expect: { turn: 4, phase: 'capital', '@top.loc': 'hand', '@sq.loc': 'deck' } },
      ],
    });
  });

  it("a unit controlled by one player goes to its owner's deck", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Black Horror', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Squig Herders', as: 'sq', owner: 2 }] } },
        { deck: ['Dwarf Ranger'] },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Black Horror' }],
      expect: { '@sq.loc': 'deck', 'p2.deck': 2, 'p1.deck': 10 },
    });
  });

  it('cannot be played with no unit of printed cost 2 or lower in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Black Horror', 'Mountain Brigade'], kingdom: { cards: ['Dark Zealot'] } }, { kingdom: { cards: ['Black Orc Squad'] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'play', card: 'Black Horror', illegal: '' }],
    });
  });
});
