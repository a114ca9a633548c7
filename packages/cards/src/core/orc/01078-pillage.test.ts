import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Pillage', () => {
  it('destroys one target support card of either player (an attachment counts); units and developments are not supports', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Pillage', 'Pillage', 'Mountain Brigade'], kingdom: { cards: [{ card: "Grimgor's Camp", as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Totem of Gork', as: 't' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'c', attachedTo: '@b' }], developments: [{ card: 'Armoury', as: 'd' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Pillage' },
        { expect: { options: { include: [{ type: 'target', target: '@own' }, { type: 'target', target: '@c' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@d' }] } } },
        { type: 'target', target: '@t' },
        { type: 'pass' }, // let it resolve rather than respond with the second Pillage
        { expect: { '@t.loc': 'discard' } },
        { type: 'play', card: 'Pillage' },
        { type: 'target', target: '@c' },
      ],
      expect: { '@t.loc': 'discard', '@c.loc': 'discard', '@b.loc': 'kingdom', '@b.power': 1, '@own.loc': 'kingdom', 'p1.resources': 2 },
    });
  });

  it('cannot be played without a support card in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Pillage', 'Mountain Brigade'], kingdom: { cards: ['Black Orc Squad'], developments: ['Totem of Gork'] } }),
      decisions: [{ type: 'play', card: 'Pillage', illegal: 'no legal target' }],
    });
  });
});
