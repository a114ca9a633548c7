import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Malekith's Throne", () => {
  it("units (either player's) in a zone without developments have 1 hit point fewer; where a development is they keep theirs", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          capital: 'dark-elf',
          kingdom: { cards: ["Malekith's Throne", { card: 'Mountain Brigade', as: 'k' }] },
          quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }], developments: ['Mountain Brigade'] },
        },
        {
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o1' }] },
          quest: { cards: [{ card: 'Black Orc Squad', as: 'o2' }], developments: ['Mountain Brigade'] },
        },
        ['dark-elf', 'orc'],
      ),
      decisions: [],
      expect: { '@k.hitPoints': 5, '@q.hitPoints': 6, '@o1.hitPoints': 3, '@o2.hitPoints': 4 },
    });
  });

  it('once the Throne enters play, a unit whose damage equals its lowered hit points is destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'dark-elf', hand: ["Malekith's Throne"], resources: 5 },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o', damage: 3 }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'q', damage: 3 }], developments: ['Mountain Brigade'] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { expect: { '@o.loc': 'kingdom' } },
        { type: 'play', card: "Malekith's Throne", zone: 'quest' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@o.loc': 'discard', '@q.loc': 'quest', '@q.hitPoints': 4 },
    });
  });
});
