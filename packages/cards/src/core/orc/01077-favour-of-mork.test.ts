import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Favour of Mork', () => {
  it('one target unit has -1 power and a second, different one +1 power, until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Favour of Mork', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Favour of Mork' },
        { type: 'target', target: '@m' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@n' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@m.power': 1, '@n.power': 2, '@b.power': 2, 'p1.resources': 2, 'p1.discard': ['Favour of Mork'] } },
        { type: 'pass', player: 1 }, // the turn ends
      ],
      expect: { turn: 4, '@m.power': 2, '@b.power': 1 },
    });
  });

  it('needs two units in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Favour of Mork', 'Mountain Brigade'], kingdom: { cards: ['Black Orc Squad'] } }),
      decisions: [{ type: 'play', card: 'Favour of Mork', illegal: 'no legal target' }],
    });
  });

  it('resolves on the targets still legal: +1 power even when the first target has left play (FAQ: Illegal Target)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Favour of Mork', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Squig Herders', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
        ['orc', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Favour of Mork' },
        { type: 'target', target: '@l' },
        { type: 'target', target: '@b' },
        { type: 'use', card: '@l', ability: 'action', player: 2 },
        { type: 'target', target: '@s', player: 1 }, // P1 sacrifices his Squig Herders; then Favour of Mork resolves
      ],
      expect: { '@l.loc': 'discard', '@s.loc': 'discard', '@b.power': 2, 'p1.discard': ['Squig Herders', 'Favour of Mork'] },
    });
  });
});
