import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Pilgrimage', () => {
  it('costs 1 less per development in your quest zone and returns a target unit to its owner’s hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Pilgrimage', 'Mountain Brigade'], quest: { developments: ['Mountain Brigade', 'Mountain Brigade'] }, kingdom: { developments: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k', damage: 2 }] } },
      ),
      decisions: [{ type: 'play', card: 'Pilgrimage' }],
      expect: { '@k.loc': 'hand', '@k.damage': 0, 'p2.hand': ['Chaos Knights'], 'p1.resources': 0, 'p1.discard': ['Pilgrimage'] },
    });
  });

  it('cannot be played when the reduced cost is more than you have', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Pilgrimage'], quest: { developments: ['Mountain Brigade'] } }, { battlefield: { cards: ['Chaos Knights'] } }),
      decisions: [{ type: 'play', card: 'Pilgrimage', illegal: 'costs more' }],
    });
  });
});
