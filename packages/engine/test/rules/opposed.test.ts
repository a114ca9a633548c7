/**
 * "Opposed in combat" (Saurus Warriors: "this unit gains [power] when opposed in combat"): the filter
 * field `opposed` holds for an attacking unit once the defending side has a participant — a unit
 * declared as a defender, or the legend attacked — and for a defending unit while some unit attacks;
 * never outside a combat, nor for an attacker that no one opposes.
 */
import { describe, it } from 'vitest';
import { constant, is, SELF } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // 1/3 Orc: "this unit gets +1 power while it is opposed in combat"
  testUnit('x9801', 'Cold Blood', { hitPoints: 3, abilities: [constant({ if: is(SELF, { opposed: true }), modify: { power: 1 } })] }),
]);

describe('opposed in combat', () => {
  it('an attacker is opposed once a defender is declared, not before; a defender is opposed by the attackers', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Cold Blood', as: 'a' }] } }, { kingdom: { cards: [{ card: 'Cold Blood', as: 'd' }] } }),
      decisions: [
        { expect: { '@a.power': 1, '@d.power': 1 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, '@a.power': 1, '@d.power': 1 } },
        { type: 'defender', card: '@d' },
        { expect: { '@a.power': 2, '@d.power': 2 } },
        { type: 'assign', target: '@d', amount: 2 },
        { type: 'assign', target: '@a', amount: 2 },
      ],
      expect: { '@a.damage': 2, '@d.damage': 2, '@a.power': 1, '@d.power': 1 },
    });
  });

  it('an attacker no unit defends against is not opposed: it deals its own power only', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Cold Blood', as: 'a' }] } }, { kingdom: { cards: [{ card: 'Cold Blood', as: 'd' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@a.power': 1 } },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1 },
    });
  });

  it('the legend attacked opposes the attackers, even with no unit defending', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Cold Blood', as: 'a' }] } }, { legend: { card: 'Old Warlord', as: 'leg' } }),
      decisions: [
        { type: 'attack', zone: 'kingdom', target: '@leg' },
        { type: 'attacker', card: '@a' },
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@a.power': 2 } },
        { type: 'assign', target: '@leg', amount: 2 },
        { type: 'assign', target: '@a', amount: 2 },
      ],
      expect: { '@leg.damage': 2 },
    });
  });
});
