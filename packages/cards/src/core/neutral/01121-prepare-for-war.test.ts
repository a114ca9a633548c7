import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Prepare for War!', () => {
  it('sacrifices the questing unit to shuffle X target cards of your discard pile into your deck', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade'],
        discard: [{ card: 'Chaos Knights', as: 'c1' }, { card: 'Savage Marauders', as: 's' }, { card: 'Chaos Knights', as: 'c2' }],
        quest: { cards: [{ card: 'Prepare for War!', as: 'q', tokens: 2 }, { card: 'Black Orc Squad', as: 'b', questing: '@q' }] },
      }),
      decisions: [
        { type: 'use', card: '@q', ability: 0 }, // the questing unit is the only one to sacrifice
        { type: 'target', target: '@c1' },
        { expect: { options: { exclude: [{ type: 'pass' }] } } }, // X = 2 targets must be chosen
        { type: 'target', target: '@s' },
        { expect: { '@b.loc': 'discard', '@q.tokens': 0 } },
      ],
      expect: { 'p1.deck': 12, 'p1.discard': ['Chaos Knights', 'Black Orc Squad'], '@q.loc': 'quest' },
    });
  });

  it('takes every card of a discard pile smaller than X', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade'],
        discard: [{ card: 'Chaos Knights', as: 'c' }],
        quest: { cards: [{ card: 'Prepare for War!', as: 'q', tokens: 3 }, { card: 'Black Orc Squad', as: 'b', questing: '@q' }] },
      }),
      decisions: [
        { type: 'use', card: '@q', ability: 0 },
        { type: 'target', target: '@c' },
      ],
      expect: { '@c.loc': 'deck', 'p1.deck': 11, 'p1.discard': ['Black Orc Squad'] },
    });
  });

  it('cannot be used without tokens or without a unit questing on it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], discard: ['Chaos Knights'], quest: { cards: [{ card: 'Prepare for War!', as: 'q' }, { card: 'Black Orc Squad', questing: '@q' }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 0, illegal: 'could not resolve' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], discard: ['Chaos Knights'], quest: { cards: [{ card: 'Prepare for War!', as: 'q', tokens: 2 }, 'Black Orc Squad'] } }),
      decisions: [{ type: 'use', card: '@q', ability: 0, illegal: 'no legal target' }],
    });
  });
});
