import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const p2Attackers = (resources: number) => ({ resources, battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }, { card: 'Chaos Knights', as: 'b' }] } });

describe('Rune of Fortitude', () => {
  it('units attacking its zone lose 1 power unless their controller pays 1 for each; the loss ends with the combat', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: ['Rune of Fortitude'] } }, p2Attackers(1)),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        // the attacking player chooses; with 1 resource he can keep the power of one attacker
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }, { type: 'pass' }] } } },
        { type: 'target', target: '@a' },
        { expect: { '@a.power': 3, '@b.power': 2, 'p2.resources': 0 } },
        { type: 'assign', target: 'kingdom', amount: 5 },
        // after the combat, both have their icons back
        { expect: { 'p1.kingdom.damage': 5, '@a.power': 3, '@b.power': 3 } },
      ],
    });
  });

  it('does not affect an attack on another zone; declining or being unable to pay costs the icon', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: ['Rune of Fortitude'] } }, p2Attackers(1)),
      decisions: [{ type: 'attack', zone: 'quest' }, { type: 'attacker', card: '@a' }, { type: 'pass' }, { expect: { '@a.power': 3, 'p2.resources': 1 } }],
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ quest: { cards: ['Rune of Fortitude'] } }, p2Attackers(1)),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { expect: { '@a.power': 2, '@b.power': 3, 'p2.resources': 1 } },
      ],
    });
    // without resources he is not even asked
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ quest: { cards: ['Rune of Fortitude'] } }, p2Attackers(0)),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { expect: { prompt: { player: 2, kind: 'assignDamage' }, '@a.power': 2, '@b.power': 2 } },
      ],
    });
  });

  it("only the Rune's own zone of its controller's capital counts", () => {
    // P1 attacks P2's kingdom while P1's own Rune sits in P1's kingdom: no effect
    expectScenario({
      phase: 'battlefield',
      players: board({ resources: 1, kingdom: { cards: ['Rune of Fortitude'] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }] } }),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@a' }, { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@a.power': 3, 'p1.resources': 1 } }],
    });
  });

  it('leaves an attacking legend alone: it is not a unit', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: ['Rune of Fortitude'] } }, { ...p2Attackers(2), legend: { card: 'Malekith', as: 'mal' } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@mal' },
        { type: 'pass' },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@a' }], exclude: [{ type: 'target', target: '@mal' }] } } },
        { type: 'pass' },
        { expect: { '@a.power': 2, '@mal.power': 2, 'p2.resources': 2 } },
      ],
    });
  });

  it('is a constant effect, not a Forced one: its payment comes before the Forced effects of the same attack, without an ordering prompt', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: ['Rune of Fortitude', { card: 'Cauldron of Blood', as: 'cauldron' }] } }, p2Attackers(1)),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        // FAQ timing A: triggered constant effects resolve before Forced effects
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@b' },
        // then the Cauldron's Forced effect (its player picks an attacker to deal 1 damage to)
        { expect: { prompt: { player: 1, kind: 'choose' }, '@a.power': 2, '@b.power': 3, 'p2.resources': 0 } },
        { type: 'target', target: '@a' },
      ],
      expect: { '@a.damage': 1 },
    });
  });
});
