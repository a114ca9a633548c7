import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Steam Tank', () => {
  it('as your turn begins, may add a resource token to itself, once; each token is +1 power', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Steam Tank', as: 't', tokens: 1 }, 'Flagellants'] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { expect: { '@t.power': 1 } },
        { type: 'use', card: '@t', ability: 'action' },
        { type: 'pass', player: 1 },
        { expect: { '@t.tokens': 2, '@t.power': 2 } },
        { type: 'use', card: '@t', ability: 'action', illegal: 'first opportunity' },
      ],
    });
  });

  it('not used at the first opportunity it is gone for the turn, and nothing triggers it in the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Steam Tank', as: 't' }, 'Flagellants'] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'use', card: '@t', ability: 'action' }] } } },
        { type: 'pass' },
        { expect: { phase: 'kingdom' } },
        { type: 'use', card: '@t', ability: 'action', illegal: 'first opportunity' },
      ],
      expect: { '@t.tokens': 0, '@t.power': 0 },
    });
  });

  it('does not trigger as the opponent\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Steam Tank', as: 't' }, 'Flagellants'] } },
        { hand: ['Mountain Brigade'] },
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@t', ability: 'action', illegal: 'first opportunity' }],
      expect: { '@t.tokens': 0 },
    });
  });
});
