import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Demoralise', () => {
  it('a target unit (either player’s) has 2 power fewer until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Demoralise', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Demoralise' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@c' }, { type: 'target', target: '@m' }, { type: 'target', target: '@mine' }] } } },
        { type: 'target', target: '@c' },
        { expect: { '@c.power': 1, '@m.power': 2, 'p1.discard': ['Demoralise'] } },
        { type: 'pass', player: 1 }, // capital phase ends
        { type: 'pass', player: 1 }, // no attack
        { expect: { turn: 4, '@c.power': 3 } },
      ],
    });
  });

  it('cannot take a unit below 0 power', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Demoralise', 'Mountain Brigade'] }, { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, ['empire', 'orc']),
      decisions: [{ type: 'play', card: 'Demoralise' }],
      expect: { '@b.power': 0, 'p2.battlefield.power': 0 },
    });
  });
});
