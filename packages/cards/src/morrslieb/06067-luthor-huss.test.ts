import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Luthor Huss', () => {
  it('gives each unit in its zone Counterstrike 1, itself included', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Luthor Huss', as: 'l' }, { card: 'Mountain Brigade', as: 'm' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@o' },
        { type: 'defender', card: '@m', player: 1 },
        { type: 'defender', card: '@l', player: 1 },
        // both defenders strike for 1: their controller orders the two Counterstrikes
        { expect: { prompt: { player: 1, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0 },
        { expect: { '@o.damage': 2, log: ['Counterstrike of Mountain Brigade', 'Counterstrike of Luthor Huss'] } },
      ],
    });
  });

  it('units in its controller\'s other zones have no Counterstrike', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Luthor Huss', as: 'l' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@o' },
        { type: 'defender', card: '@q', player: 1 },
        { expect: { '@o.damage': 0, prompt: { player: 2, kind: 'assignDamage' } } },
      ],
    });
  });

  it('the opponent\'s units in his own matching zone get nothing', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Luthor Huss' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'defender', card: '@d', player: 2 },
        { expect: { '@a.damage': 0, prompt: { player: 1, kind: 'assignDamage' } } },
      ],
    });
  });
});
