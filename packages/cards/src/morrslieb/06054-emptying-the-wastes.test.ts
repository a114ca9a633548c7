import { describe, it } from 'vitest';
import { board, expectQuestTokenOnDevelopment, expectScenario } from '../testing.js';

const Q = 'Emptying the Wastes';

describe('Emptying the Wastes', () => {
  it('a development played from hand with a unit questing here: the triggered action adds 1 token; none without a quester', () => {
    expectQuestTokenOnDevelopment(Q);
  });

  it('removing 2 tokens reveals the top card: a unit goes into the hand', () => {
    expectScenario({
      phase: 'capital',
      players: board({ deck: [{ card: 'Chaos Knights', as: 'd1' }, { card: 'Troll Vomit', as: 'd2' }], hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 3 }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action2' }],
      expect: { '@q.tokens': 1, '@d1.loc': 'hand', 'p1.deck': 1, log: ['Chaos Knights'] },
    });
  });

  it('any other card goes to the bottom of the deck', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ deck: [{ card: 'Troll Vomit', as: 'd1' }, { card: 'Lobber Crew', as: 'd2' }], hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 2 }] } }),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2', player: 1 },
        // nothing else to do: the turn ends, and the Crew, on top now, is drawn in P1's quest phase on turn 4
      ],
      expect: { turn: 4, '@d1.loc': 'deck', 'p1.hand': ['Mountain Brigade', 'Lobber Crew'], 'p1.deck': 1, '@q.tokens': 0, log: ['Troll Vomit'] },
    });
  });

  it('cannot be used with fewer than 2 tokens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 1 }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action2', illegal: '' }],
    });
  });
});
