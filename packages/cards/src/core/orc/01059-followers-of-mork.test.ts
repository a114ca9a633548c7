import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Followers of Mork', () => {
  it('on entering play deals 2 indirect damage to each player, the active player assigning first', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Followers of Mork'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Followers of Mork', zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@b', amount: 2 },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
      ],
      expect: { '@b.damage': 2, '@m.damage': 1, 'p2.quest.damage': 1, 'p1.resources': 0 },
    });
  });
});
