import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Journey to the Gate', () => {
  it('with 3 tokens, during its controller’s turn, sacrificing its questing unit makes the opponent discard his hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Journey to the Gate', as: 'j', tokens: 3 }, { card: 'Dark Zealot', as: 'z', questing: '@j' }, { card: 'Dark Zealot', as: 'other' }] } },
        { hand: ['Mountain Brigade', 'Black Orc Squad'] },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@j', ability: 'action' }],
      expect: { '@z.loc': 'discard', '@other.loc': 'quest', 'p2.hand.count': 0, 'p2.discard': ['Mountain Brigade', 'Black Orc Squad'], 'p1.hand': ['Mountain Brigade'], '@j.tokens': 0 },
    });
  });

  it('cannot be used with fewer than 3 tokens, without a unit questing on it, or in the opponent’s turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Journey to the Gate', as: 'j', tokens: 2 }, { card: 'Dark Zealot', questing: '@j' }] } }, { hand: ['Mountain Brigade'] }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@j', ability: 'action', illegal: 'cannot be used now' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Journey to the Gate', as: 'j', tokens: 3 }, 'Dark Zealot'] } }, { hand: ['Mountain Brigade'] }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@j', ability: 'action', illegal: 'cannot pay' }],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Seduced by Darkness'], quest: { cards: [{ card: 'Journey to the Gate', as: 'j', tokens: 3 }, { card: 'Dark Zealot', questing: '@j' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'pass', player: 2 }, { type: 'use', card: '@j', ability: 'action', illegal: 'cannot be used now' }],
    });
  });

  it('gains a token at the beginning of its controller’s turn while a unit quests on it', () => {
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
