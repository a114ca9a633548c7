import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Pillage', () => {
  it('destroys a target support card (an attachment counts)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Pillage', 'Pillage', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Totem of Gork', as: 't' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'c', attachedTo: '@b' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Pillage' },
        { expect: { options: { exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@t' },
        { type: 'pass' }, // let it resolve rather than respond
        { expect: { '@t.loc': 'discard' } },
        { type: 'play', card: 'Pillage' }, // the Choppa is the only support left
      ],
      expect: { '@t.loc': 'discard', '@c.loc': 'discard', '@b.loc': 'kingdom', 'p1.resources': 0 },
    });
  });
});
