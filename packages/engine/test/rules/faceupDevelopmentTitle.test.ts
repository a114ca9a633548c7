/**
 * FAQ (Developments): a card that becomes a faceup development has no text, power, cost, loyalty,
 * traits or hit points, but keeps its title and uniqueness. A filter on the name (or on uniqueness)
 * still matches it; a facedown card shows neither.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { act, action, anyCard, constant, count, custom, SELF, unit, YOU, type Ctx } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function faceupDevelopment(ctx: Ctx): boolean {
  act.turnIntoDevelopment(ctx, ctx.use.picks[0]?.[0] ?? -1, false);
  return true;
}

registerFixtures([
  // "Target unit becomes a faceup development."
  { ...testUnit('fd001', 'Petrify'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ target: unit(), effect: custom('becomes a faceup development', faceupDevelopment) })] } as CardDef,
  // "+1 power for each other copy of this card you control."
  testUnit('fd002', 'Kin', { abilities: [constant({ modify: { power: count(anyCard({ name: 'Kin', controller: YOU, not: SELF })) } })] }),
  // "+1 power for each unique card you control."
  testUnit('fd003', 'Collector', { abilities: [constant({ modify: { power: count(anyCard({ unique: true, controller: YOU })) } })] }),
  testUnit('fd004', 'Relic Bearer', { unique: true }),
]);

describe('a faceup development keeps its title and uniqueness', () => {
  it('a name filter still matches it; a facedown card does not match', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Petrify', 'Grunt'], kingdom: { cards: [{ card: 'Kin', as: 'k1' }, { card: 'Kin', as: 'k2' }], developments: ['Kin'] } }),
      decisions: [
        { expect: { '@k1.power': 2 } },
        { type: 'play', card: 'Petrify' },
        { type: 'target', target: '@k2' },
      ],
      expect: { '@k2.dev': true, '@k2.faceDown': false, '@k2.power': 0, '@k1.power': 2 },
    });
  });

  it('a uniqueness filter still matches it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Petrify', 'Grunt'], kingdom: { cards: [{ card: 'Collector', as: 'c' }, { card: 'Relic Bearer', as: 'r' }] } }),
      decisions: [{ expect: { '@c.power': 2 } }, { type: 'play', card: 'Petrify' }, { type: 'target', target: '@r' }],
      expect: { '@r.dev': true, '@c.power': 2 },
    });
  });
});
