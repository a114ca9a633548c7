import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Swarm 'Em", () => {
  it('X must equal your units plus developments in your battlefield; a target defending unit is dealt X damage', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 5, hand: ["Swarm 'Em"], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o1' }, { card: 'Black Orc Squad', as: 'o2' }], developments: ['01001'] }, kingdom: { cards: ['Black Orc Squad'], developments: ['01001'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Mountain Brigade', as: 'other' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@o1' },
        { type: 'attacker', card: '@o2' },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'pass', player: 2 },
        // 2 units + 1 development in P1's battlefield: X is 3, nothing else
        { expect: { options: { include: [{ type: 'play', card: "Swarm 'Em", x: 3 }], exclude: [{ type: 'play', card: "Swarm 'Em", x: 2 }, { type: 'play', card: "Swarm 'Em", x: 1 }] } } },
        { type: 'play', card: "Swarm 'Em", x: 2, illegal: '' },
        { type: 'play', card: "Swarm 'Em", x: 3 },
        // only a defending unit may be targeted: the Brigade (picked)
        { expect: { '@mb.damage': 3, '@other.damage': 0 } },
      ],
    });
  });

  it('cannot be played with no defending unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ["Swarm 'Em", 'Mountain Brigade'], battlefield: { cards: ['Black Orc Squad'] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['orc', 'dwarf'],
      ),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: "Swarm 'Em", x: 1 }] } } }],
    });
  });
});
