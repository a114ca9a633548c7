import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// Player 2 holds Burying the Grudge (playable in any window) so each action window stops for him.
const P2 = { resources: 3, hand: ['Burying the Grudge'] };

describe('Temple of Verena', () => {
  it('as your turn begins, moves up to 2 resources of your pool onto itself; they survive the kingdom phase reset and pay for cards later', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { resources: 5, hand: [{ card: 'Savage Marauders', as: 'g' }], kingdom: { cards: [{ card: 'Temple of Verena', as: 't' }] } },
        P2,
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@t', ability: 'action' },
        { type: 'pass', player: 2 },
        // its controller picks how many, as it resolves: 0 to 2, never more
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'number', value: 0 }, { type: 'number', value: 2 }], exclude: [{ type: 'number', value: 3 }] } } },
        { type: 'number', value: 2, player: 1 },
        // from the pool onto the card; used once, it is not offered again (player 1 has nothing left to do)
        { expect: { '@t.tokens': 2, 'p1.resources': 3, phase: 'beginTurn', prompt: { player: 2, kind: 'action' } } },
        { type: 'pass', player: 2 },
        // kingdom phase: the pool is reset to the kingdom's power (3 base + 1 Temple); the tokens stay
        { expect: { phase: 'kingdom', 'p1.resources': 4, '@t.tokens': 2 } },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { phase: 'capital', prompt: { player: 1, kind: 'action' } } },
        // Savage Marauders paid partly with the Temple's tokens, as resources of the pool
        { type: 'play', card: '@g', zone: 'battlefield' },
        { expect: { prompt: { player: 1, kind: 'pay' }, options: { include: [{ type: 'target', target: '@t' }] } } },
        { type: 'target', target: '@t' },
        { type: 'target', target: '@t' },
        { type: 'pass' },
      ],
      expect: { '@t.tokens': 0, 'p1.battlefield.units': ['Savage Marauders'] },
    });
  });

  it('with 1 resource in the pool, at most 1 moves; "up to": choosing 0 moves nothing', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ resources: 1, kingdom: { cards: [{ card: 'Temple of Verena', as: 't' }] } }, P2, ['empire', 'dwarf']),
      decisions: [
        { type: 'use', card: '@t', ability: 'action' },
        { type: 'pass', player: 2 },
        { expect: { options: { include: [{ type: 'number', value: 0 }, { type: 'number', value: 1 }], exclude: [{ type: 'number', value: 2 }] } } },
        { type: 'number', value: 0 },
        { expect: { '@t.tokens': 0, 'p1.resources': 1, phase: 'beginTurn' } },
      ],
    });
  });

  it('not offered with an empty pool, outside the beginning of your turn, nor as the opponent\'s turn begins', () => {
    // empty pool: player 1 has nothing to do as his turn begins, the window goes to player 2
    expectScenario({
      phase: 'beginTurn',
      players: board({ resources: 0, kingdom: { cards: [{ card: 'Temple of Verena', as: 't' }] } }, P2, ['empire', 'dwarf']),
      decisions: [{ expect: { phase: 'beginTurn', prompt: { player: 2, kind: 'action' } } }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Temple of Verena', as: 't' }] } }, {}, ['empire', 'dwarf']),
      decisions: [{ type: 'use', card: '@t', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    // the opponent's turn: player 1 is never offered it while that turn begins
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ resources: 3, kingdom: { cards: [{ card: 'Temple of Verena', as: 't' }] } }, P2, ['empire', 'dwarf']),
      decisions: [{ expect: { phase: 'beginTurn', prompt: { player: 2, kind: 'action' } } }, { type: 'pass', player: 2 }, { expect: { phase: 'kingdom', '@t.tokens': 0 } }],
    });
  });
});
