import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Pilgrimage', () => {
  it("costs 1 less per development in your quest zone (only there) and returns a target unit to its owner's hand", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Pilgrimage', 'Mountain Brigade'], quest: { developments: ['Mountain Brigade', 'Mountain Brigade'] }, kingdom: { developments: ['Mountain Brigade'] } },
        { quest: { developments: ['Mountain Brigade'] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k', damage: 2 }] } },
      ),
      decisions: [{ type: 'play', card: 'Pilgrimage' }],
      expect: { '@k.loc': 'hand', '@k.damage': 0, 'p2.hand': ['Chaos Knights'], 'p1.resources': 0, 'p1.discard': ['Pilgrimage'] },
    });
  });

  it('may return your own unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Pilgrimage', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }),
      decisions: [{ type: 'play', card: 'Pilgrimage' }, { type: 'target', target: '@b' }],
      expect: { '@b.loc': 'hand', '@m.loc': 'kingdom', 'p1.resources': 0 },
    });
  });

  it('cannot be played when the reduced cost is more than you have, nor without a unit in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Pilgrimage'], quest: { developments: ['Mountain Brigade'] } }, { battlefield: { cards: ['Chaos Knights'] } }),
      decisions: [{ type: 'play', card: 'Pilgrimage', illegal: 'costs more' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Pilgrimage', 'Mountain Brigade'] }),
      decisions: [{ type: 'play', card: 'Pilgrimage', illegal: 'no legal target' }],
    });
  });
});
