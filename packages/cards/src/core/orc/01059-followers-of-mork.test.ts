import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Followers of Mork', () => {
  it('on entering play deals 2 indirect damage to each player, the active player assigning first', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Followers of Mork', as: 'f' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Followers of Mork', zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'assignIndirect' }, 'p1.kingdom.units': ['Black Orc Squad', 'Followers of Mork'] } },
        { type: 'assign', target: '@b', amount: 1 },
        { type: 'assign', target: '@f', amount: 1 },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' }, '@b.damage': 1, '@f.damage': 1 } },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
      ],
      expect: { '@b.damage': 1, '@m.damage': 1, 'p2.quest.damage': 1, 'p1.kingdom.damage': 0, 'p1.resources': 0, log: ['P1 is dealt 2 indirect damage', 'P2 is dealt 2 indirect damage'] },
    });
  });

  it('does nothing when another unit enters play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Black Orc Squad'], kingdom: { cards: ['Followers of Mork'] } }),
      decisions: [{ type: 'play', card: 'Black Orc Squad', zone: 'kingdom' }],
      expect: { prompt: { player: 2, kind: 'action' }, 'p1.kingdom.units': ['Black Orc Squad', 'Followers of Mork'], 'p1.kingdom.damage': 0, 'p2.kingdom.damage': 0 },
    });
  });
});
