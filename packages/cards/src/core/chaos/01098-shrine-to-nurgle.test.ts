import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Shrine to Nurgle', () => {
  it("corrupts the opponent's units dealt combat damage, not its controller's own", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: ['Shrine to Nurgle'] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@m' },
        { type: 'assign', target: '@m', amount: 3 },
        { type: 'assign', target: '@k', amount: 2 },
      ],
      expect: { '@m.damage': 3, '@m.corrupt': true, '@k.damage': 2, '@k.corrupt': false },
    });
  });
});
