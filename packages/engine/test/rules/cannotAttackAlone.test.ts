/**
 * "Cannot attack or defend alone" (Marauding Giant): Mods flags `cannotAttackAlone` /
 * `cannotDefendAlone`. Declarations are made one at a time and are final: such a unit is offered once
 * another card of its side is declared in the combat, or first while another could still join it — its
 * player then may not end the declarations until one has (two such units go together); with no other
 * card able to join it, it is never offered.
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
  it('is declared as an attacker after another attacker, or first while another can still join it: then another must be declared', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Shy Giant', as: 'g' }, { card: 'Grunt', as: 'u' }] } }, {}),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@u' },
        { type: 'attacker', card: '@g' },
        { expect: { 'combat.attackers': ['Grunt', 'Shy Giant'] } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Shy Giant', as: 'g' }, { card: 'Grunt', as: 'u' }, { card: 'Brute', as: 'b' }] } }, {}),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        // alone among the declared: no pass until another joins it
        { expect: { prompt: { player: 1, kind: 'declareAttackers' }, options: { include: [{ type: 'attacker', card: '@u' }], exclude: [{ type: 'pass' }] } } },
        { type: 'pass', illegal: '' },
        { type: 'attacker', card: '@b' },
        { expect: { options: { include: [{ type: 'pass' }] } } },
        { type: 'pass' },
        { expect: { 'combat.attackers': ['Brute', 'Shy Giant'] } },
      ],
    });
  });

  it('two of them may attack together, and defend together', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Shy Giant', as: 'g1' }, { card: 'Shy Giant', as: 'g2' }] } }, { kingdom: { cards: [{ card: 'Shy Giant', as: 'd1' }, { card: 'Shy Giant', as: 'd2' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g1' },
        { expect: { options: { include: [{ type: 'attacker', card: '@g2' }], exclude: [{ type: 'pass' }] } } },
        { type: 'attacker', card: '@g2' },
        { expect: { 'combat.attackers': ['Shy Giant', 'Shy Giant'], prompt: { player: 2, kind: 'declareDefenders' } } },
        { type: 'defender', card: '@d1', player: 2 },
        { expect: { options: { exclude: [{ type: 'pass' }] } } },
        { type: 'defender', card: '@d2', player: 2 },
        { expect: { 'combat.defenders': ['Shy Giant', 'Shy Giant'] } },
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

  it('is declared as a defender alongside another defender', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Shy Giant', as: 'g' }, { card: 'Grunt', as: 'u' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@u' }, { type: 'defender', card: '@g' }] } } },
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
