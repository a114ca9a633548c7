import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Wardancer', () => {
  it('defending, strikes back with as much Counterstrike as there are developments in its zone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Wardancer', as: 'w' }], developments: ['Mountain Brigade', 'Mountain Brigade'] }, quest: { developments: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] }, kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@c', player: 2 },
        { type: 'defender', card: '@w', player: 1 },
        { expect: { '@c.damage': 2 } },
      ],
    });
  });

  it('no developments in its zone: no Counterstrike', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Wardancer', as: 'w' }] }, quest: { developments: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@c', player: 2 },
        { type: 'defender', card: '@w', player: 1 },
        { expect: { '@c.damage': 0, prompt: { player: 2, kind: 'assignDamage' } } },
      ],
    });
  });
});
