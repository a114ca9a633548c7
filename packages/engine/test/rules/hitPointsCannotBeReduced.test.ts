/**
 * No card effect may lower this unit's hit points: Mods flag
 * `hitPointsCannotBeReduced`. Each effect lowering its hit points — a constant or a lasting change —
 * is ignored; effects raising them still count; other units are not concerned.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, constant, gain, TARGET, unit, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = (id: string, name: string, extra: Partial<CardDef>): CardDef => ({ ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra });

registerFixtures([
  testUnit('x9481', 'Steadfast', { hitPoints: 3, abilities: [constant({ modify: { hitPointsCannotBeReduced: true } })] }),
  // "Target unit has 2 fewer hit points this turn."
  tactic('x9482', 'Wither', { abilities: [action({ target: unit(), effect: gain(TARGET, { hitPoints: -2 }) })] }),
  // "Target unit has 1 more hit point this turn."
  tactic('x9483', 'Bolster', { abilities: [action({ target: unit(), effect: gain(TARGET, { hitPoints: 1 }) })] }),
  // A constant: "Units you control have 1 fewer hit point."
  testUnit('x9484', 'Plague Banner', { abilities: [constant({ affects: unit({ controller: YOU }), modify: { hitPoints: -1 } })] }),
]);

describe('hit points that cannot be reduced', () => {
  it('ignore a lasting reduction and a constant one; a raise still counts; another unit is reduced', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Wither', 'Bolster', 'Grunt'], kingdom: { cards: [{ card: 'Steadfast', as: 's', damage: 2 }, { card: 'Brute', as: 'g' }, { card: 'Plague Banner', as: 'p' }] } },
        {},
      ),
      decisions: [
        { expect: { '@s.hitPoints': 3, '@g.hitPoints': 2 } },
        { type: 'play', card: 'Wither' },
        { type: 'target', target: '@s' },
        { type: 'pass' }, // (no response: it resolves)
        // 2 damage on 3 hit points: still in play
        { expect: { '@s.hitPoints': 3, '@s.loc': 'kingdom' } },
        // (nothing left to respond with: it resolves at once)
        { type: 'play', card: 'Bolster' },
        { type: 'target', target: '@s' },
        { expect: { '@s.hitPoints': 4 } },
      ],
    });
  });
});
