import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Grimgor Ironhide', () => {
  it('entering play destroys the supports and developments of both players in that zone only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 10,
          hand: ['Grimgor Ironhide'],
          kingdom: { cards: ["Grimgor's Camp", { card: 'Black Orc Squad', as: 'b' }], developments: ['Mountain Brigade'] },
          quest: { cards: ['Totem of Gork'], developments: ['Mountain Brigade'] },
        },
        { kingdom: { cards: [{ card: 'Totem of Gork', as: 't' }], developments: ['Mountain Brigade', 'Mountain Brigade'] } },
      ),
      decisions: [{ type: 'play', card: 'Grimgor Ironhide', zone: 'kingdom' }],
      expect: {
        'p1.kingdom.supports': [],
        'p1.kingdom.developments': 0,
        'p1.kingdom.units': ['Black Orc Squad', 'Grimgor Ironhide'],
        'p1.quest.supports': ['Totem of Gork'],
        'p1.quest.developments': 1,
        'p2.kingdom.supports': [],
        'p2.kingdom.developments': 0,
        '@t.loc': 'discard',
      },
    });
  });
});
