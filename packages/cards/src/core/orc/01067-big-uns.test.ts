import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Big 'Uns", () => {
  it('in the battlefield, its controller\'s damaged units cancel 1 damage each time; undamaged ones do not', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: "Big 'Uns", as: 'u' }, { card: 'Black Orc Squad', as: 'd', damage: 1 }, { card: 'Black Orc Squad', as: 'f' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }, { card: 'Chaos Knights', as: 'k' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@c' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@d', player: 1 },
        { type: 'defender', card: '@f', player: 1 },
        { type: 'pass' },
        { type: 'assign', target: '@d', amount: 3 },
        { type: 'assign', target: '@f', amount: 3 },
        { type: 'assign', target: '@c', amount: 2, player: 1 },
      ],
      expect: { '@d.damage': 3, '@f.damage': 3, log: ["Toughness 1 cancels 1 damage to Black Orc Squad"] },
    });
  });
});
