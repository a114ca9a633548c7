import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const p2Attackers = { resources: 1, battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }, { card: 'Chaos Knights', as: 'b' }] } };

describe('Rune of Fortitude', () => {
  it('units attacking its zone lose 1 power unless their controller pays 1 for each', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: ['Rune of Fortitude'] } }, p2Attackers),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        // only 1 resource: he can keep the power of one attacker
        { type: 'target', target: '@a' },
        { expect: { '@a.power': 3, '@b.power': 2, 'p2.resources': 0 } },
      ],
    });
  });

  it('does not affect an attack on another zone, and declining the payment costs the icon', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: ['Rune of Fortitude'] } }, p2Attackers),
      decisions: [{ type: 'attack', zone: 'quest' }, { type: 'attacker', card: '@a' }, { type: 'pass' }, { expect: { '@a.power': 3, 'p2.resources': 1 } }],
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ quest: { cards: ['Rune of Fortitude'] } }, p2Attackers),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { expect: { '@a.power': 2, '@b.power': 3, 'p2.resources': 1 } },
      ],
    });
  });
});
