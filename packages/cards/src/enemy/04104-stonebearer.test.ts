import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Stonebearer', () => {
  it('defending alone against two attackers: 1 more power; not before it defends', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a1' }, { card: 'Black Orc Squad', as: 'a2' }] } },
        { kingdom: { cards: [{ card: 'Stonebearer', as: 's' }, { card: 'Hammerer of Karak Azul', as: 'h' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a1' },
        { type: 'attacker', card: '@a2' },
        { expect: { '@s.power': 1 } },
        { type: 'defender', card: '@s', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@s.power': 2, 'combat.defenders': ['Stonebearer'] } },
      ],
    });
  });

  it('as many units on each side: no bonus', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a1' }, { card: 'Black Orc Squad', as: 'a2' }] } },
        { kingdom: { cards: [{ card: 'Stonebearer', as: 's' }, { card: 'Hammerer of Karak Azul', as: 'h' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a1' },
        { type: 'attacker', card: '@a2' },
        { type: 'defender', card: '@s', player: 2 },
        { type: 'defender', card: '@h', player: 2 },
        { expect: { '@s.power': 1 } },
      ],
    });
  });

  it('attacking alone against two defenders: 1 more power', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Stonebearer', as: 's' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'd1' }, { card: 'Black Orc Squad', as: 'd2' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'pass' },
        { type: 'defender', card: '@d1', player: 2 },
        { type: 'defender', card: '@d2', player: 2 },
        { expect: { '@s.power': 2, '@o.power': 1 } },
      ],
    });
  });
});
