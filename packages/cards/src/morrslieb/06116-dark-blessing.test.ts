import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// (no Dark Elf loyalty icons in play: 2 + 2 for its loyalty)
const blessBoard = (p1: object = {}, p2: object = {}) =>
  board(
    { resources: 4, hand: ['Dark Blessing', 'Mountain Brigade'], deck: [{ card: 'Chaos Knights', as: 'top' }, { card: 'Black Orc Squad', as: 'next' }], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] }, ...p1 },
    { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] }, ...p2 },
    ['dark-elf', 'dwarf'],
  );

describe('Dark Blessing', () => {
  it('the top card of your deck is discarded as the cost; the target unit gains power equal to its printed cost (5) until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: blessBoard(),
      decisions: [
        { type: 'play', card: 'Dark Blessing' },
        { type: 'target', target: '@mine' },
        { expect: { '@top.loc': 'discard', '@next.loc': 'deck', '@mine.power': 6 } },
        // (he ends his capital phase, then declines to attack)
        { type: 'pass', player: 1 },
        { type: 'pass', player: 1 },
        { expect: { turn: 4, '@mine.power': 1 } },
      ],
    });
  });

  it("any player's unit may be the target", () => {
    expectScenario({
      phase: 'capital',
      players: blessBoard({ hand: ['Dark Blessing'] }),
      decisions: [{ type: 'play', card: 'Dark Blessing' }, { type: 'target', target: '@theirs' }],
      expect: { '@theirs.power': 7, '@top.loc': 'discard' },
    });
  });

  it('with no card in your deck it cannot be played', () => {
    expectScenario({
      phase: 'capital',
      players: blessBoard({ deck: [] }),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: 'Dark Blessing' }] } } }],
    });
  });

  it('cancelled, the discarded card stays discarded and no power is gained', () => {
    expectScenario({
      phase: 'capital',
      players: blessBoard({ hand: ['Dark Blessing'] }, { resources: 3, hand: ['Drain Magic'] }),
      decisions: [
        { type: 'play', card: 'Dark Blessing' },
        { type: 'target', target: '@mine' },
        { type: 'play', card: 'Drain Magic', player: 2 },
      ],
      expect: { '@top.loc': 'discard', '@mine.power': 1, 'p1.discard': ['Chaos Knights', 'Dark Blessing'] },
    });
  });
});
