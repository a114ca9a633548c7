import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Urguck', () => {
  it('in your capital phase, damage on it pays for cards (and is removed)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Black Orc Squad'], kingdom: { cards: [{ card: 'Urguck', as: 'u', damage: 2 }] } }),
      decisions: [
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
        // he chooses how to pay: his pool (1) cannot pay the 3 alone
        { expect: { prompt: { player: 1, kind: 'pay' }, options: { exclude: [{ type: 'pass' }] } } },
        { type: 'target', target: '@u' },
        { type: 'target', target: '@u' },
      ],
      expect: { '@u.damage': 0, 'p1.resources': 0, 'p1.kingdom.units': ['Urguck', 'Black Orc Squad'] },
    });
  });

  it("its damage cannot pay for anything in the opponent's capital phase", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 0, hand: ['Pillage'], kingdom: { cards: [{ card: 'Urguck', as: 'u', damage: 2 }, "Grimgor's Camp"] } }),
      // player 1 has no affordable response in player 2's turn: play goes on to player 1's turn 4
      expect: { turn: 4, phase: 'kingdom', '@u.damage': 2, 'p1.hand': ['Pillage'] },
    });
  });
});
