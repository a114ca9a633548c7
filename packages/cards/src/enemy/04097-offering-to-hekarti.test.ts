import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Offering to Hekarti', () => {
  it('gains a token when an opponent\'s unit goes from play to his discard pile while a unit quests here (not for your own unit)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] },
          quest: { cards: [{ card: 'Offering to Hekarti', as: 'o' }, { card: 'Mountain Brigade', as: 'q', questing: '@o' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      // the Crew (P1's) is sacrificed as the cost: no token; P2 sacrifices his Squad: a token
      decisions: [{ type: 'use', card: '@l', ability: 'action' }],
      expect: { '@l.loc': 'discard', '@b.loc': 'discard', '@o.tokens': 1 },
    });
  });

  it('gains nothing with no unit questing here, nor for a support card', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] }, quest: { cards: [{ card: 'Offering to Hekarti', as: 'o' }, { card: 'Mountain Brigade' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@l', ability: 'action' }],
      expect: { '@b.loc': 'discard', '@o.tokens': 0 },
    });
    // P2's Troll Den is sacrificed at the beginning of his turn (no unit in its zone)
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Offering to Hekarti', as: 'o' }, { card: 'Mountain Brigade', questing: '@o' }] } },
        { kingdom: { cards: [{ card: 'Troll Den', as: 't' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ expect: { '@t.loc': 'discard', '@o.tokens': 0 } }],
    });
  });

  it('counts cards by their printed type (FAQ): a destroyed development that is a unit card brings a token, one that is a support card does not', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Smash-Go-Boom!', as: 'x1' }, { card: 'Smash-Go-Boom!', as: 'x2' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Offering to Hekarti', as: 'o' }, { card: 'Mountain Brigade', questing: '@o' }] } },
        { kingdom: { developments: [{ card: 'Black Orc Squad', as: 'u' }] }, quest: { developments: [{ card: 'Troll Den', as: 's' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@x1', x: 1 },
        { type: 'target', target: '@s' },
        { type: 'pass' },
        { expect: { '@s.loc': 'discard', '@o.tokens': 0 } },
        // (the unit card is the only development left: chosen for P1)
        { type: 'play', card: '@x2', x: 1 },
        { type: 'pass' },
      ],
      expect: { '@u.loc': 'discard', '@o.tokens': 1 },
    });
  });

  it('Quest. Action: removes X tokens (its cost; X chosen up to the tokens here) to give a target unit -X hit points this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Offering to Hekarti', as: 'o', tokens: 3 }, { card: 'Mountain Brigade', as: 'q', questing: '@o' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 3 }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@o', ability: 'action' },
        { type: 'target', target: '@b' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'number', value: 1 }, { type: 'number', value: 3 }], exclude: [{ type: 'number', value: 0 }, { type: 'number', value: 4 }] } } },
        { type: 'number', value: 2 },
        // the tokens are the cost, removed before the action resolves
        { expect: { '@o.tokens': 1 } },
        { type: 'pass' },
        { expect: { '@b.hitPoints': 2, '@b.loc': 'kingdom' } },
        // with the last token: X = 1 on the damaged Brigade (6 hit points, 3 damage) does not kill it
        { type: 'use', card: '@o', ability: 'action' },
        { type: 'target', target: '@m' },
        // (X = 1 is the only choice left, made for P1; nobody can respond: it resolves)
        { expect: { '@o.tokens': 0, '@m.hitPoints': 5, '@m.loc': 'kingdom' } },
        { type: 'pass' },
      ],
      // the turn is over: the hit points are back
      expect: { turn: 4, '@b.hitPoints': 4, '@m.hitPoints': 6 },
    });
  });

  it('kills a unit whose damage reaches its lowered hit points; the kill then brings a token', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Offering to Hekarti', as: 'o', tokens: 2 }, { card: 'Mountain Brigade', questing: '@o' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 2 }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@o', ability: 'action' }, { type: 'target', target: '@b' }, { type: 'number', value: 2 }],
      expect: { '@b.loc': 'discard', '@o.tokens': 1 },
    });
  });

  // (a quest is only ever in the quest zone, so its "Quest." abilities are always on)
  it('cannot be used without a token', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Shades'], quest: { cards: [{ card: 'Offering to Hekarti', as: 'o' }, { card: 'Mountain Brigade', questing: '@o' }] } }, { kingdom: { cards: ['Black Orc Squad'] } }, ['dark-elf', 'dwarf']),
      decisions: [{ type: 'use', card: '@o', ability: 'action', illegal: 'no legal target' }],
    });
  });
});
