import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Osterknacht Elite', () => {
  it('after entering play returns another unit of yours and an opponent\'s unit to their owners\' hands', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Osterknacht Elite', as: 'e' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] },
          quest: { cards: [{ card: 'Mountain Brigade', as: 'm2' }] },
        },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'om' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@e', zone: 'kingdom' },
        { type: 'use', card: '@e', ability: 'action' },
        // another unit of yours: not the Elite itself
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@m2' }], exclude: [{ type: 'target', target: '@e' }, { type: 'target', target: '@om' }] } } },
        { type: 'target', target: '@m' },
        // the opponent's only unit is chosen as the second target
      ],
      expect: { '@m.loc': 'hand', '@om.loc': 'hand', '@e.loc': 'kingdom', '@m2.loc': 'quest', 'p1.hand.count': 2, 'p2.hand.count': 1 },
    });
  });

  it('needs both targets: no unit of the opponent, or no other unit of yours, and it cannot be used', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Osterknacht Elite', as: 'e' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@e', zone: 'kingdom' },
        { type: 'use', card: '@e', ability: 'action', illegal: '' },
      ],
      expect: { '@m.loc': 'kingdom' },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Osterknacht Elite', as: 'e' }, 'Mountain Brigade'] },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'om' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@e', zone: 'kingdom' },
        { type: 'use', card: '@e', ability: 'action', illegal: '' },
      ],
      expect: { '@om.loc': 'quest', '@e.loc': 'kingdom' },
    });
  });
});
