import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Totem of Gork', () => {
  it('gives +1 power to units in its zone only while they attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: ['Totem of Gork', { card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { expect: { '@a.power': 1 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { expect: { '@a.power': 2, '@b.power': 1, '@m.power': 2 } },
      ],
    });
  });
});
