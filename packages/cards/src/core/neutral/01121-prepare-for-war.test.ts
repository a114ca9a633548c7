import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Prepare for War!', () => {
  it('sacrifices the questing unit to shuffle X target cards of your discard pile into your deck (X: its tokens before the cost)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          discard: [{ card: 'Chaos Knights', as: 'c1' }, { card: 'Savage Marauders', as: 's' }, { card: 'Chaos Knights', as: 'c2' }],
          quest: { cards: [{ card: 'Prepare for War!', as: 'q', tokens: 2 }, { card: 'Black Orc Squad', as: 'b', questing: '@q' }] },
        },
        { discard: [{ card: 'Mountain Brigade', as: 'theirs' }] },
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action' },
        { expect: { options: { exclude: [{ type: 'target', target: '@theirs' }, { type: 'pass' }] } } },
        { type: 'target', target: '@c1' },
        { expect: { options: { exclude: [{ type: 'pass' }, { type: 'target', target: '@c1' }] } } }, // X = 2 targets must be chosen
        { type: 'target', target: '@s' },
        { expect: { '@b.loc': 'discard', '@q.tokens': 0 } }, // the cost: the quest's tokens go with its unit
      ],
      expect: { '@c1.loc': 'deck', '@s.loc': 'deck', 'p1.deck': 12, 'p1.discard': ['Chaos Knights', 'Black Orc Squad'], '@q.loc': 'quest', '@theirs.loc': 'discard', log: ['P1 shuffles his deck'] },
    });
  });

  it('needs X cards in your discard pile to target (FAQ: every target must be declared)', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade'],
        discard: [{ card: 'Chaos Knights', as: 'c' }],
        quest: { cards: [{ card: 'Prepare for War!', as: 'q', tokens: 3 }, { card: 'Black Orc Squad', as: 'b', questing: '@q' }] },
      }),
      decisions: [{ type: 'use', card: '@q', ability: 'action', illegal: 'no legal target' }],
      expect: { '@b.loc': 'quest' },
    });
  });

  it('cannot be used without tokens or without a unit questing on it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], discard: ['Chaos Knights'], quest: { cards: [{ card: 'Prepare for War!', as: 'q' }, { card: 'Black Orc Squad', questing: '@q' }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action', illegal: 'could not resolve' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], discard: ['Chaos Knights'], quest: { cards: [{ card: 'Prepare for War!', as: 'q', tokens: 2 }, 'Black Orc Squad'] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action', illegal: 'cannot pay' }],
    });
  });

  it('gains a token at the beginning of your turn while a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'Prepare for War!', as: 'q', tokens: 1 }, { card: 'Black Orc Squad', questing: '@q' }, { card: 'Prepare for War!', as: 'idle' }] } }),
      decisions: [{ expect: { '@q.tokens': 2, '@idle.tokens': 0 } }],
    });
  });
});
