import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Clan Rats', () => {
  it('corrupts itself to give another target Skaven unit (either player\'s) +1 power until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Clan Rats', as: 'cr' }, { card: 'Rat Ogres', as: 'ro' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Rat Ogres', as: 'theirs' }] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@cr', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@ro' }, { type: 'target', target: '@theirs' }], exclude: [{ type: 'target', target: '@cr' }, { type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@ro' },
        { expect: { '@cr.corrupt': true, '@ro.power': 3, '@theirs.power': 2 } },
        // corrupt already: it cannot pay again
        { type: 'use', card: '@cr', ability: 'action', illegal: 'cannot pay' },
        { type: 'pass', player: 1 },
      ],
      expect: { turn: 4, '@ro.power': 2 },
    });
  });

  it('needs another Skaven unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Clan Rats', as: 'cr' }, 'Black Orc Squad'] } }, {}, ['skaven', 'orc']),
      decisions: [{ type: 'use', card: '@cr', ability: 'action', illegal: 'no legal target' }],
    });
  });
});
