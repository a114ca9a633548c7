import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Manaan Take You!', () => {
  it('destroys one unit or support (either player\'s) standing in an undeveloped zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Manaan Take You!', as: 'm' }], kingdom: { cards: [{ card: 'Huntsmen', as: 'mine' }] } },
        {
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u' }, { card: 'Keystone Forge', as: 'kf' }] },
          quest: { cards: [{ card: 'Black Orc Squad', as: 'dev' }], developments: ['Huntsmen'] },
        },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@m' },
        { expect: { options: { include: [{ type: 'target', target: '@u' }, { type: 'target', target: '@kf' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@dev' }] } } },
        { type: 'target', target: '@u' },
      ],
      // cost 3 + loyalty 2 less the Empire symbols (capital, Huntsmen)
      expect: { '@u.loc': 'discard', '@kf.loc': 'kingdom', '@dev.loc': 'quest', 'p1.resources': 1 },
    });
  });

  it('a support card too, the only target here', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Manaan Take You!', as: 'm' }] }, { kingdom: { cards: [{ card: 'Keystone Forge', as: 'kf' }] } }, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@m' }],
      expect: { '@kf.loc': 'discard' },
    });
  });
  it('with its target gone as it resolves, nothing is destroyed and its cost stays paid', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Manaan Take You!', as: 'm' }], kingdom: { cards: [{ card: 'Huntsmen', as: 'mine' }] }, quest: { cards: [{ card: 'Huntsmen', as: 'mine2' }] } },
        // Lobber Crew: sacrifice it to make the opponent sacrifice one of his units
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@m' },
        { type: 'target', target: '@lc' },
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { type: 'target', target: '@mine2' },
      ],
      expect: { '@lc.loc': 'discard', '@mine2.loc': 'discard', '@mine.loc': 'kingdom', '@m.loc': 'discard', 'p1.resources': 0 },
    });
  });
});
