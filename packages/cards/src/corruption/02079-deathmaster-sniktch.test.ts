import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Deathmaster Sniktch', () => {
  it('corrupts itself to destroy a unit with fewer hit points than the Skaven cards in play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Deathmaster Sniktch', as: 's' }, 'Rat Ogres'] }, quest: { cards: ['Rat Ogres'] } },
        { kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Squig Herders', as: 'sq' }] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 0 },
        // 3 Skaven cards: only units with at most 2 hit points are legal targets
        { expect: { options: { include: [{ type: 'target', target: '@sq' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@pm' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Deathmaster Sniktch', as: 's' }, 'Rat Ogres', 'Warp Lightning Cannon'] }, quest: { cards: ['Rat Ogres'] } },
        { kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 0 },
        { type: 'target', target: '@pm' },
        { type: 'pass' },
      ],
      // 4 Skaven cards in play (a Skaven support counts): the 3-hit-point Peasant Militia goes
      expect: { '@pm.loc': 'discard', '@s.corrupt': true },
    });
  });

  it('cannot be used while corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Deathmaster Sniktch', as: 's', corrupt: true }] } }, { kingdom: { cards: ['Peasant Militia'] } }, ['skaven', 'orc']),
      decisions: [{ type: 'use', card: '@s', ability: 0, illegal: 'already corrupted' }],
    });
  });
});
