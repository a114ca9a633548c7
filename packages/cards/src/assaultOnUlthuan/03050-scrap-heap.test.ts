import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Scrap Heap', () => {
  it('gives +1 hit points to Orc units in its own zone only (not other races, other zones, or the opponent\'s matching zone)', () => {
    expectScenario({
      players: board(
        {
          kingdom: { cards: ['Scrap Heap', { card: 'Black Orc Squad', as: 'orc' }, { card: 'Mountain Brigade', as: 'dwarf' }] },
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'far' }] },
        },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
      ),
      decisions: [],
      expect: { '@orc.hitPoints': 5, '@dwarf.hitPoints': 6, '@far.hitPoints': 4, '@theirs.hitPoints': 4 },
    });
  });

  it('keeps a damaged Orc alive only while it stays in play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Scrap Heap', as: 'heap' }, { card: 'Black Orc Squad', as: 'orc', damage: 4 }] } },
        { resources: 2, hand: ['Burn it Down'], battlefield: { developments: ['Mountain Brigade'] } },
      ),
      decisions: [
        { expect: { '@orc.loc': 'kingdom', '@orc.hitPoints': 5 } },
        { type: 'pass', player: 1 },
        // the Scrap Heap is its only legal target
        { type: 'play', card: 'Burn it Down', player: 2 },
        { expect: { '@heap.loc': 'discard', '@orc.loc': 'discard' } },
      ],
    });
  });
});
