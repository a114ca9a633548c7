/**
 * "Cannot attack or defend alone" (Marauding Giant): Mods flags `cannotAttackAlone` /
 * `cannotDefendAlone`. Declarations are made one at a time and are final, so such a unit is offered
 * only once another unit of its side has been declared in the combat; alone, it never is.
 */
import { describe, it } from 'vitest';
import { constant, gain, action, TARGET, unit } from '../../src/dsl.js';
import type { CardDef } from '../../src/index.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  testUnit('x9623', 'Eager Shy Giant', { power: 3, hitPoints: 5, abilities: [constant({ modify: { mustAttack: true, cannotAttackAlone: true } })] }),
  testUnit('x9621', 'Shy Giant', { power: 3, hitPoints: 5, abilities: [constant({ modify: { cannotAttackAlone: true, cannotDefendAlone: true } })] }),
  // "Action: target unit cannot attack alone until the end of the turn."
  { ...testUnit('x9622', 'Timid Order'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ target: unit(), effect: gain(TARGET, { cannotAttackAlone: true }) })] } as CardDef,
]);

describe('cannot attack or defend alone', () => {
  it('is declared as an attacker only after another attacker', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Shy Giant', as: 'g' }, { card: 'Grunt', as: 'u' }] } }, {}),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { options: { include: [{ type: 'attacker', card: '@u' }], exclude: [{ type: 'attacker', card: '@g' }] } } },
        { type: 'attacker', card: '@u' },
        { type: 'attacker', card: '@g' },
        { expect: { 'combat.attackers': ['Grunt', 'Shy Giant'] } },
      ],
    });
  });

  it('alone, it cannot attack at all', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Shy Giant', as: 'g' }] } }, {}),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@g', illegal: '' }],
    });
  });

  it('is declared as a defender only after another defender', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Shy Giant', as: 'g' }, { card: 'Grunt', as: 'u' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@u' }], exclude: [{ type: 'defender', card: '@g' }] } } },
        { type: 'defender', card: '@u', player: 2 },
        { type: 'defender', card: '@g', player: 2 },
        { expect: { 'combat.defenders': ['Grunt', 'Shy Giant'] } },
      ],
    });
  });

  it('an effect may give it for a while', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: ['Timid Order'], battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, {}),
      decisions: [
        { type: 'play', card: 'Timid Order' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b', illegal: '' },
      ],
    });
  });

  it('"cannot" wins over "must attack": alone it is not declared by the rules and its player may decline to attack; two of them go together', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Eager Shy Giant', as: 'g' }] } }, {}),
      decisions: [{ expect: { options: { include: [{ type: 'pass' }] } } }, { type: 'pass' }, { expect: { turn: 4 } }],
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Eager Shy Giant', as: 'g1' }, { card: 'Eager Shy Giant', as: 'g2' }] } }, {}),
      decisions: [{ expect: { options: { exclude: [{ type: 'pass' }] } } }, { type: 'attack', zone: 'kingdom' }, { expect: { 'combat.attackers': ['Eager Shy Giant', 'Eager Shy Giant'] } }],
    });
  });
});
