/**
 * Units destroyed in the same state check (lethal damage dealt to several at once) are destroyed
 * simultaneously: they leave play together, so a destruction replacement of one of them still applies
 * to the others (FAQ: Leaves Play; rules summary: replacement effects). The outcome must not depend on
 * which card happens to have the lower id: each test is run with the protecting unit placed first
 * and placed last.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, damage, EACH, each, EVENT_CARD, replace, returnToHand, SELF, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // 1/1: another unit in its zone that would be destroyed goes back to its owner's hand instead (no choice).
  testUnit('x9851', 'Zone Warden', { hitPoints: 1, abilities: [replace({ on: 'destroy', card: unit({ zone: 'this', not: SELF }), instead: returnToHand(EVENT_CARD) })] }),
  // 1/1: the same, but its controller chooses whether to use it.
  testUnit('x9852', 'Zone Keeper', { hitPoints: 1, abilities: [replace({ on: 'destroy', card: unit({ zone: 'this', not: SELF }), optional: true, instead: returnToHand(EVENT_CARD) })] }),
  // Tactic: 1 damage to each unit.
  { ...testUnit('x9853', 'Plague Wind', { cost: 0, power: 0, hitPoints: 0 }), type: 'Tactic', abilities: [action({ effect: each(unit(), damage(EACH, 1)) })] } as CardDef,
]);

const ORDERS = [
  ['protector first (lower id)', true],
  ['protector last (higher id)', false],
] as const;

function kingdom(protector: string, first: boolean) {
  const p = { card: protector, as: 'w' };
  const g = { card: 'Grunt', as: 'g' };
  return { cards: first ? [p, g] : [g, p] };
}

describe('simultaneous destruction', () => {
  for (const [name, first] of ORDERS) {
    it(`a mandatory replacement of a unit destroyed in the same check still saves the others — ${name}`, () => {
      expectScenario({
        phase: 'capital',
        players: board({ hand: ['Plague Wind', 'Wall'] }, { kingdom: kingdom('Zone Warden', first) }),
        decisions: [{ type: 'play', card: 'Plague Wind' }],
        // the Warden itself is destroyed (not "another" unit); the Grunt goes back to hand
        expect: { '@w.loc': 'discard', '@g.loc': 'hand', 'p2.discard': ['Zone Warden'] },
      });
    });

    it(`an optional one is offered while its source, destroyed in the same check, is still there; accepted — ${name}`, () => {
      expectScenario({
        phase: 'capital',
        players: board({ hand: ['Plague Wind', 'Wall'] }, { kingdom: kingdom('Zone Keeper', first) }),
        decisions: [
          { type: 'play', card: 'Plague Wind' },
          { expect: { prompt: { player: 2, kind: 'replace' }, '@w.loc': 'kingdom', '@g.loc': 'kingdom' } },
          { type: 'resolve', index: 0, player: 2 },
        ],
        expect: { '@w.loc': 'discard', '@g.loc': 'hand' },
      });
    });

    it(`an optional one declined: both are destroyed — ${name}`, () => {
      expectScenario({
        phase: 'capital',
        players: board({ hand: ['Plague Wind', 'Wall'] }, { kingdom: kingdom('Zone Keeper', first) }),
        decisions: [
          { type: 'play', card: 'Plague Wind' },
          { expect: { prompt: { player: 2, kind: 'replace' } } },
          { type: 'pass', player: 2 },
        ],
        expect: { '@w.loc': 'discard', '@g.loc': 'discard' },
      });
    });
  }
});
