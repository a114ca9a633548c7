/**
 * A unit whose power is not counted (Dark Initiate, Bribery) or that loses all its power: the
 * `losesAllPower` mod makes its power 0 whatever it gains — no icons for its zone's power, no combat
 * damage from its power — for a faceup unit as for a development made a unit.
 */
import { describe, it } from 'vitest';
import { atLeast, constant, count, development, not } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // Dark Initiate's condition: its power is not counted while its zone holds fewer than 2 of your developments.
  testUnit('tlap1', 'Shy Acolyte', { power: 2, abilities: [constant({ if: not(atLeast(count(development({ controller: 'you', zone: 'this' })), 2)), modify: { losesAllPower: true } })] }),
  // The same, with a constant +3 power of its own.
  testUnit('tlap2', 'Pumped Acolyte', {
    power: 2,
    abilities: [
      constant({ if: not(atLeast(count(development({ controller: 'you', zone: 'this' })), 2)), modify: { losesAllPower: true } }),
      constant({ id: 'pump', modify: { power: 3 } }),
    ],
  }),
]);

describe('losesAllPower on a faceup unit', () => {
  it('its power is 0 and its zone counts none of it, gains included, while the condition holds', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Pumped Acolyte', as: 'p' }], kingdom: { cards: [{ card: 'Shy Acolyte', as: 's' }], developments: ['Grunt'] } }),
      decisions: [
        { expect: { '@s.power': 0 } },
        { type: 'play', card: '@p', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { expect: { '@p.loc': 'kingdom', '@p.power': 0, '@s.power': 0, 'p1.kingdom.power': 3 } },
      ],
    });
  });

  it('counts its power (and gains) again once the condition stops holding', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Shy Acolyte', as: 's' }], developments: ['Grunt', 'Grunt'] } }),
      decisions: [],
      expect: { '@s.power': 2, 'p1.kingdom.power': 5 },
    });
  });

  it('deals no combat damage from its power', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Shy Acolyte', as: 's' }, { card: 'Grunt', as: 'g' }] } }),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@s' }, { type: 'attacker', card: '@g' }, { type: 'assign', target: 'kingdom', amount: 1 }],
      expect: { 'p2.kingdom.damage': 1 },
    });
  });
});
