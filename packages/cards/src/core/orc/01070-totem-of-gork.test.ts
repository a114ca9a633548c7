import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Totem of Gork', () => {
  it('gives +1 power to units in its zone only while they attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: ['Totem of Gork', { card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { expect: { '@a.power': 1 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { expect: { '@a.power': 2, '@b.power': 1, '@k.power': 1, '@m.power': 2 } },
      ],
    });
  });

  it("gives +1 power to its controller's units defending its zone, not to the attackers", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: ['Totem of Gork', { card: 'Black Orc Squad', as: 'd' }, { card: 'Black Orc Squad', as: 'e' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@d', player: 1 },
        { type: 'pass', player: 1 },
        { expect: { '@d.power': 2, '@e.power': 1, '@c.power': 3 } },
      ],
    });
  });
});
