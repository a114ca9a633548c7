import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('From Beneath the Waves', () => {
  it('deals 3 indirect damage to the opponent, who assigns it among his units and sections', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['From Beneath the Waves', 'Mountain Brigade'], kingdom: { cards: ['Sea Guard Captain'] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'From Beneath the Waves' },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' }, 'p1.resources': 0 } },
        { type: 'assign', target: '@b', amount: 2, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 2 },
      ],
      expect: { '@b.damage': 2, 'p2.kingdom.damage': 1, 'p1.kingdom.damage': 0, 'p1.discard': ['From Beneath the Waves'] },
    });
  });
});
