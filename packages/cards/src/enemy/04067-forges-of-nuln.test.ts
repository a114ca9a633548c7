import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Forges of Nuln', () => {
  it('the first support card played this turn costs 1 less per token here; the second one full price; units are not reduced', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 10,
          hand: [{ card: 'Mountain Brigade', as: 'k' }, { card: 'Temple of Shallya', as: 'h1' }, { card: 'Higher Ground', as: 'h2' }],
          quest: { cards: [{ card: 'Forges of Nuln', as: 'f', tokens: 2 }] },
        },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        // a unit: full price (a Dwarf unit: 4 + 2 loyalty), and the reduction waits
        { type: 'play', card: '@k', zone: 'battlefield' },
        { expect: { 'p1.resources': 4 } },
        // Temple of Shallya costs 4 (its loyalty paid by the capital's and the quest's Empire symbols): 2 less
        { type: 'play', card: '@h1', zone: 'kingdom' },
        { expect: { 'p1.resources': 2, '@h1.loc': 'kingdom' } },
        // Higher Ground, the second support: full price (1); the tokens stay
        { type: 'play', card: '@h2', zone: 'battlefield' },
        { expect: { 'p1.resources': 1, '@f.tokens': 2 } },
      ],
    });
  });

  it('reduces by nothing with no token', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: [{ card: 'Higher Ground', as: 'h' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Forges of Nuln', as: 'f' }] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@h', zone: 'battlefield' }],
      expect: { 'p1.resources': 0 },
    });
  });

  it('at the beginning of your turn, gains a token if a unit quests on it; none without a quester, none at the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { quest: { cards: [{ card: 'Forges of Nuln', as: 'f', tokens: 1 }, { card: 'Mountain Brigade', as: 'q', questing: '@f' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [{ expect: { '@f.tokens': 2 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'Forges of Nuln', as: 'f', tokens: 1 }, { card: 'Mountain Brigade' }] } }, {}, ['empire', 'orc']),
      decisions: [{ expect: { '@f.tokens': 1 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Forges of Nuln', as: 'f', tokens: 1 }, { card: 'Mountain Brigade', as: 'q', questing: '@f' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [{ expect: { '@f.tokens': 1 } }],
    });
  });
});
