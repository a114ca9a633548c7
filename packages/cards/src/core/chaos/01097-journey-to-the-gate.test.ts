import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Journey to the Gate', () => {
  it('with 3 tokens, sacrificing its questing unit makes the opponent discard his hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Journey to the Gate', as: 'j', tokens: 3 }, { card: 'Dark Zealot', as: 'z', questing: '@j' }] } },
        { hand: ['Mountain Brigade', 'Black Orc Squad'] },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@j', ability: 0 }],
      expect: { '@z.loc': 'discard', 'p2.hand.count': 0, 'p2.discard': ['Mountain Brigade', 'Black Orc Squad'] },
    });
  });

  it('cannot be used with fewer than 3 tokens; gains a token each turn while a unit quests on it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Journey to the Gate', as: 'j', tokens: 2 }, { card: 'Dark Zealot', questing: '@j' }] } }, { hand: ['Mountain Brigade'] }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@j', ability: 0, illegal: 'cannot be used now' }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { quest: { cards: [{ card: 'Journey to the Gate', as: 'j', tokens: 2 }, { card: 'Dark Zealot', questing: '@j' }, { card: 'Journey to the Gate', as: 'e' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [{ expect: { '@j.tokens': 3, '@e.tokens': 0 } }],
    });
  });
});
