import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Foot of Gork', () => {
  it('destroys a target unit of printed cost 2 or less, either player\'s; costlier units are not offered', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        // loyalty 3, met by the capital's and the two Orc units' symbols: it costs its printed 2
        { resources: 5, hand: ['Foot of Gork'], kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'own' }, { card: 'Black Orc Squad', as: 'bos' }] } },
        // Hammerer: printed cost 2 (its loyalty does not count); Mountain Brigade: 4
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Foot of Gork' },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@h' }, { type: 'target', target: '@own' }], exclude: [{ type: 'target', target: '@m' }, { type: 'target', target: '@bos' }] },
          },
        },
        { type: 'target', target: '@h' },
      ],
      expect: { '@h.loc': 'discard', '@m.loc': 'kingdom', '@own.loc': 'kingdom', 'p1.resources': 3, 'p1.discard': ['Foot of Gork'] },
    });
  });

  it('cannot be played in the opponent\'s turn', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      // Innovation (with a kingdom development) gives player 1 an action window in the opponent's turn
      players: board(
        { resources: 5, hand: ['Foot of Gork', 'Innovation'], kingdom: { developments: ['Mountain Brigade'] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' }, active: 2 } },
        { type: 'play', card: 'Foot of Gork', player: 1, illegal: 'cannot be used now' },
      ],
    });
  });

  it('cannot be played with no unit of printed cost 2 or less in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Foot of Gork'], kingdom: { cards: ['Black Orc Squad'] } }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ type: 'play', card: 'Foot of Gork', illegal: 'no legal target' }],
    });
  });

  it('is cancelled (its cost stays paid) when its target leaves play first', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Foot of Gork'] },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['orc', 'orc'],
      ),
      decisions: [
        // the Lobber Crew is the only legal target
        { type: 'play', card: 'Foot of Gork' },
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
      ],
      expect: { '@lc.loc': 'discard', '@m.loc': 'kingdom', 'p1.resources': 1, 'p1.discard': ['Foot of Gork'], log: ['no longer valid'] },
    });
  });
});
