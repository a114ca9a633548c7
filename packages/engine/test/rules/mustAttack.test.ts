/**
 * "Must attack this turn, if able" (Mods `mustAttack`): while such a unit can attack, its controller
 * may not decline to attack in his battlefield phase, and it is declared as an attacker by the rules;
 * one that cannot attack (corrupt, "cannot attack") forces nothing.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, gain, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = (id: string, name: string, extra: Partial<CardDef>): CardDef => ({ ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra });

registerFixtures([tactic('x9321', 'War Cry', { abilities: [action({ target: unit(), effect: gain(TARGET, { mustAttack: true }) })] })]);

describe('must attack, if able', () => {
  it('its controller cannot decline to attack, and it is declared as an attacker by the rules', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: ['War Cry'], battlefield: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Grunt', as: 'g2' }] } }, {}),
      decisions: [
        { type: 'play', card: 'War Cry' },
        { type: 'target', target: '@g' },
        { type: 'pass', player: 1, illegal: 'not a legal decision' },
        { type: 'attack', zone: 'quest' },
        { expect: { 'combat.attackers': ['Grunt'], prompt: { player: 1, kind: 'declareAttackers' } } },
        { type: 'attacker', card: '@g2' },
        { expect: { 'combat.attackers': ['Grunt', 'Grunt'] } },
      ],
    });
  });

  it('a unit that cannot attack forces nothing; other units need not attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: ['War Cry'], battlefield: { cards: [{ card: 'Grunt', as: 'g', corrupt: true }, { card: 'Grunt', as: 'g2' }] } }, {}),
      decisions: [
        { type: 'play', card: 'War Cry' },
        { type: 'target', target: '@g' },
        { type: 'pass', player: 1 },
      ],
      expect: { turn: 4 },
    });
  });
});
