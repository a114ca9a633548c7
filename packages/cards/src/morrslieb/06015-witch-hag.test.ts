import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const hagBoard = (p1: object = {}) =>
  board(
    { resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Witch Hag', as: 'hag' }] }, deck: [{ card: 'Shades', as: 'mine' }, 'Mountain Brigade', 'Mountain Brigade'], ...p1 },
    { deck: [{ card: 'Dwarf Ranger', as: 'theirs' }, { card: 'Black Orc Squad', as: 'second' }, 'Mountain Brigade'] },
    ['dark-elf', 'dwarf'],
  );

describe('Witch Hag', () => {
  it("corrupts itself to discard the top card of the opponent's deck", () => {
    expectScenario({
      phase: 'capital',
      players: hagBoard(),
      decisions: [
        { type: 'use', card: '@hag', ability: 'action' },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'mode', index: 0 },
      ],
      expect: { '@hag.corrupt': true, '@theirs.loc': 'discard', '@second.loc': 'deck', 'p2.deck': 2, 'p1.deck': 3, '@mine.loc': 'deck' },
    });
  });

  it('or the top card of its own player\'s deck', () => {
    expectScenario({
      phase: 'capital',
      players: hagBoard(),
      decisions: [{ type: 'use', card: '@hag', ability: 'action' }, { type: 'mode', index: 1 }],
      expect: { '@hag.corrupt': true, '@mine.loc': 'discard', 'p1.deck': 2, 'p2.deck': 3 },
    });
  });

  it('cannot be used while it is already corrupted (the cost cannot be paid); works from any zone', () => {
    expectScenario({
      phase: 'capital',
      players: hagBoard({ kingdom: { cards: [{ card: 'Witch Hag', as: 'hag', corrupt: true }] } }),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@hag', ability: 'action' }] } } }],
    });
    expectScenario({
      phase: 'capital',
      players: hagBoard({ kingdom: {}, quest: { cards: [{ card: 'Witch Hag', as: 'hag' }] } }),
      decisions: [{ type: 'use', card: '@hag', ability: 'action' }, { type: 'mode', index: 0 }],
      expect: { '@hag.corrupt': true, '@theirs.loc': 'discard' },
    });
  });
});
