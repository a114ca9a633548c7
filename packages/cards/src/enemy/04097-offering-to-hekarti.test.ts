import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Offering to Hekarti', () => {
  it('gains a token when an opponent\'s unit goes from play to his discard pile while a unit quests here', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Offering to Hekarti', as: 'o' }, { card: 'Mountain Brigade', as: 'q', questing: '@o' }] } },
        { battlefield: { cards: ['Black Orc Squad', 'Savage Gors'] } },
        ['dark-elf', 'orc'],
      ),
      // two opposing units and the quester itself are destroyed: the quester's own leaving ends the questing
      decisions: [{ type: 'play', card: '@v' }],
      expect: { '@q.loc': 'discard', '@o.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Demolition!', as: 'd' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Offering to Hekarti', as: 'o' }, { card: 'Mountain Brigade', as: 'q', questing: '@o' }] } },
        { battlefield: { cards: [{ card: 'Troll Den', as: 't' }] } },
        ['dwarf', 'orc'],
      ),
      // a support card entering the discard pile does not count
      decisions: [{ type: 'play', card: '@d' }],
      expect: { '@t.loc': 'discard', '@o.tokens': 0 },
    });
  });

  it('counts a destroyed opposing unit, and spends X tokens to give a target unit -X hit points', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] }, quest: { cards: [{ card: 'Offering to Hekarti', as: 'o' }, { card: 'Mountain Brigade', as: 'q', questing: '@o' }] } },
        { kingdom: { cards: [{ card: 'Defender of the Hold', as: 'd' }, { card: 'Mountain Brigade', as: 'm', damage: 5 }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@d', amount: 1 },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { expect: { '@d.loc': 'discard', '@o.tokens': 1 } },
        // X is the quest's action number: X = 2 needs two tokens
        { type: 'use', card: '@o', ability: 2, illegal: 'cannot be used now' },
        { type: 'use', card: '@o', ability: 1 },
        { type: 'target', target: '@m' },
      ],
      // the token is spent, and the unit it kills brings a new one
      expect: { '@m.loc': 'discard', '@o.tokens': 1, log: ['gets -1 hit points'] },
    });
  });
});
