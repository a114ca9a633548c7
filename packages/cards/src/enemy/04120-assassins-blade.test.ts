import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Assassin's Blade", () => {
  it('goes only onto a unit in your battlefield, and gives it +1 power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: "Assassin's Blade", as: 'ab' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'play', card: '@ab', zone: 'kingdom', target: '@k', illegal: 'cannot be attached' },
        { type: 'play', card: '@ab', zone: 'battlefield', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@ab', zone: 'battlefield', target: '@b' },
      ],
      expect: { '@ab.loc': 'battlefield', '@b.power': 2, '@k.power': 1, '@theirs.power': 1, 'p1.resources': 2 },
    });
  });

  it("may be played in any action window, e.g. onto a defender in the opponent's battlefield phase", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 1, hand: [{ card: "Assassin's Blade", as: 'ab' }, { card: 'Huntsmen', as: 'hu' }], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'battlefield', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'attacker', card: '@ck', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'defender', card: '@b', player: 1 },
        // a unit still cannot be played outside the capital phase
        { type: 'play', card: '@hu', zone: 'battlefield', player: 1, illegal: '' },
        { type: 'play', card: '@ab', zone: 'battlefield', target: '@b', player: 1 },
        { expect: { '@b.power': 2, 'p1.resources': 0 } },
        { type: 'assign', target: '@b', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
      ],
      expect: { '@ck.damage': 2, '@ab.loc': 'battlefield' },
    });
  });
});
