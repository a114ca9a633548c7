import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Knight Training', () => {
  it('attaches only to a unit in your battlefield, which gains 1 power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Knight Training'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Knight Training', zone: 'kingdom', target: '@k', illegal: 'cannot be attached' },
        { type: 'play', card: 'Knight Training', zone: 'battlefield', target: '@o', illegal: 'cannot be attached' },
        { type: 'play', card: 'Knight Training', zone: 'battlefield', target: '@b' },
      ],
      expect: { '@b.power': 2, '@k.power': 1, 'p1.battlefield.supports': ['Knight Training'], 'p1.resources': 1 },
    });
  });
});
