/**
 * A unit that may defend any of its controller's zones (whichever zone is under attack, Protect the
 * Empire): offered as a defender wherever the attack goes, and it keeps
 * defending when moved; other units still defend only their own zone.
 */
import { describe, it } from 'vitest';
import { constant } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([testUnit('tdz01', 'Roving Guard', { race: 'Dwarf', abilities: [constant({ modify: { defendFromAnyZone: true } })] })]);

describe('defendFromAnyZone', () => {
  it('defends another zone of its controller; a plain unit there cannot', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'br' }] } },
        { quest: { cards: [{ card: 'Roving Guard', as: 'rg' }, { card: 'Grunt', as: 'g' }] }, kingdom: { cards: [{ card: 'Wall', as: 'w' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@br' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@rg' }, { type: 'defender', card: '@w' }], exclude: [{ type: 'defender', card: '@g' }] } } },
        { type: 'defender', card: '@rg', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { 'combat.defenders': ['Roving Guard'], '@rg.loc': 'quest' } },
      ],
    });
  });
});
