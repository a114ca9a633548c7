import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Slaver Raid', () => {
  it("removes 3 tokens to put a unit of the opponent's discard pile into play in your quest zone, under your control and corrupted", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          quest: { cards: [{ card: 'Slaver Raid', as: 'sr', tokens: 4 }] },
          discard: [{ card: 'Disciple of Khaine', as: 'mine' }],
        },
        { discard: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Troll Vomit', as: 'tv' }, { card: 'Black Orc Squad', as: 'g' }, { card: 'Crooked Teef Goblins', as: 'bf' }] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@sr', ability: 'action' },
        { expect: { '@sr.tokens': 1 } },
        // the opponent's units only: not a tactic, not his own discard pile, not a Battlefield-only unit
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@g' }], exclude: [{ type: 'target', target: '@tv' }, { type: 'target', target: '@mine' }, { type: 'target', target: '@bf' }] } } },
        { type: 'target', target: '@b' },
      ],
      expect: { '@b.loc': 'quest', '@b.controller': 1, '@b.corrupt': true, '@g.loc': 'discard', '@mine.loc': 'discard', '@sr.tokens': 1, 'p1.quest.units': ['Black Orc Squad'] },
    });
  });

  it('a unit that could not enter play in your quest zone is not offered (its own zone restriction, a unique copy you have)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Slaver Raid', as: 'sr', tokens: 3 }] }, kingdom: { cards: ['Greyseer Thanquol'] } },
        { discard: [{ card: "Clan Moulder's Elite", as: 'bf' }, { card: 'Greyseer Thanquol', as: 'gt' }, { card: 'Clan Rats', as: 'cr' }] },
        ['dark-elf', 'skaven'],
      ),
      decisions: [
        // the only unit that can enter the quest zone is picked for him
        { type: 'use', card: '@sr', ability: 'action' },
      ],
      expect: { '@cr.loc': 'quest', '@cr.controller': 1, '@bf.loc': 'discard', '@gt.loc': 'discard', '@sr.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Slaver Raid', as: 'sr', tokens: 3 }] } }, { discard: ["Clan Moulder's Elite"] }, ['dark-elf', 'skaven']),
      decisions: [{ type: 'use', card: '@sr', ability: 'action', illegal: 'could not resolve' }],
    });
  });

  it('cannot be used with fewer than 3 tokens, nor with no unit in the opponent\'s discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Slaver Raid', as: 'sr', tokens: 2 }] } }, { discard: ['Black Orc Squad'] }, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@sr', ability: 'action', illegal: 'cannot pay' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Slaver Raid', as: 'sr', tokens: 3 }] }, discard: ['Black Orc Squad'] }, { discard: ['Troll Vomit'] }, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@sr', ability: 'action', illegal: 'could not resolve' }],
    });
  });

  it('at the beginning of your turn it gets a token if a unit quests on it, none otherwise', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'Slaver Raid', as: 'sr', tokens: 1 }, { card: 'Disciple of Khaine', questing: '@sr' }] } }, {}, ['dark-elf', 'orc']),
      decisions: [],
      expect: { '@sr.tokens': 2 },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'Slaver Raid', as: 'sr', tokens: 1 }, 'Disciple of Khaine'] } }, {}, ['dark-elf', 'orc']),
      decisions: [],
      expect: { '@sr.tokens': 1 },
    });
  });
});
