/**
 * Indirect damage on a unit that nothing assigned could destroy (FAQ v1.5: Indirect Damage — never
 * more to a unit than what it would take to destroy it, counting Toughness and other cancellation).
 * A unit that cancels all but 1 of each damage (Dragonmage) may take 1 (all of it dealt, none wasted)
 * but no more in one assignment; a unit that cancels all damage takes none.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, indirectDamage, OPPONENT, SELF, shield } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = (id: string, name: string, extra: Partial<CardDef>): CardDef => ({ ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra });

registerFixtures([
  // Damage assigned to this unit is cut down to 1. (3 hit points)
  testUnit('id101', 'Stubborn Sage', { hitPoints: 3, abilities: [shield({ to: SELF, allBut: 1 })] }),
  // "Cancel all damage that would be dealt to this unit." (3 hit points)
  testUnit('id102', 'Warded Sage', { hitPoints: 3, abilities: [shield({ to: SELF })] }),
  // "Action: deal 3 indirect damage to your opponent."
  tactic('id103', 'Volley of Stones', { abilities: [action({ effect: indirectDamage(OPPONENT, 3) })] }),
]);

describe('indirect damage on a unit nothing could destroy', () => {
  it('cancelling all but 1: at most 1 in one assignment, and it is dealt', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Volley of Stones', 'Grunt'] }, { kingdom: { cards: [{ card: 'Stubborn Sage', as: 's' }, { card: 'Warded Sage', as: 'w' }] } }),
      decisions: [
        { type: 'play', card: 'Volley of Stones' },
        {
          expect: {
            prompt: { player: 2, kind: 'assignIndirect' },
            options: {
              include: [{ type: 'assign', target: '@s', amount: 1 }],
              exclude: [{ type: 'assign', target: '@s', amount: 2 }, { type: 'assign', target: '@w', amount: 1 }],
            },
          },
        },
        { type: 'assign', target: '@s', amount: 1, player: 2 },
        { expect: { options: { exclude: [{ type: 'assign', target: '@s', amount: 1 }] } } },
        { type: 'assign', target: 'kingdom', amount: 2, player: 2 },
      ],
      expect: { '@s.damage': 1, '@w.damage': 0, 'p2.kingdom.damage': 2 },
    });
  });
});
