import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Empty the Hold', () => {
  it('searches the top 5: a unit of printed cost 3 or less among them may enter play in a zone you choose; then the deck is shuffled', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Empty the Hold', 'Mountain Brigade'], deck: ['Mountain Brigade', 'Hammerer of Karak Azul', 'Anvil of Doom', 'Black Orc Squad', 'Dark Zealot', 'Huntsmen', 'Mountain Brigade', 'Mountain Brigade'] },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Empty the Hold' },
        // Mountain Brigade costs 4, Anvil of Doom is no unit, Huntsmen is the sixth card
        { expect: { options: { include: [{ type: 'target', target: 'Hammerer of Karak Azul' }, { type: 'target', target: 'Black Orc Squad' }, { type: 'target', target: 'Dark Zealot' }], exclude: [{ type: 'target', target: 'Mountain Brigade' }, { type: 'target', target: 'Anvil of Doom' }, { type: 'target', target: 'Huntsmen' }] } } },
        { type: 'target', target: 'Hammerer of Karak Azul' },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { 'p1.quest.units': ['Hammerer of Karak Azul'], 'p1.deck': 7, log: ['shuffles'] },
    });
  });

  it('may find nothing to take: the deck is shuffled all the same', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Empty the Hold', 'Mountain Brigade'], deck: ['Mountain Brigade', 'Hammerer of Karak Azul', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Empty the Hold' },
        { type: 'pass' },
      ],
      expect: { 'p1.deck': 6, 'p1.kingdom.units': [], 'p1.quest.units': [], 'p1.battlefield.units': [], log: ['shuffles'] },
    });
  });
  it("only zones the unit can enter are offered (its own zone restriction, one Hero per zone)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Empty the Hold', 'Mountain Brigade'], deck: ["Clan Moulder's Elite", 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Empty the Hold' },
        { type: 'target', target: "Clan Moulder's Elite" },
        // battlefield only: the one zone it can enter is picked for the player
      ],
      expect: { 'p1.battlefield.units': ["Clan Moulder's Elite"], 'p1.deck': 5 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Empty the Hold', 'Mountain Brigade'], deck: ['Durgnar the Bold', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: ['Gurni Thorgrimson'] } },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Empty the Hold' },
        { type: 'target', target: 'Durgnar the Bold' },
        // a Hero: not into the kingdom, where Gurni already is
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { 'p1.quest.units': ['Durgnar the Bold'] },
    });
  });
});
