/**
 * "Destroy all ..." (an `each` whose effect is destroying each card) destroys the cards
 * simultaneously, as the state check does for lethal damage: a destruction replacement of one of them
 * ("another unit in this zone ... returns to hand instead") still applies to the others, whatever
 * order the cards lie in (FAQ: Leaves Play). Each test runs with the protecting unit first and last.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, destroy, EACH, each, EVENT_CARD, replace, returnToHand, SELF, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // another unit in its zone that would be destroyed goes back to its owner's hand instead (no choice)
  testUnit('dt501', 'Vault Warden', { abilities: [replace({ on: 'destroy', card: unit({ zone: 'this', not: SELF }), instead: returnToHand(EVENT_CARD) })] }),
  // Tactic: destroy each unit.
  { ...testUnit('dt502', 'Cataclysm Test', { cost: 0, power: 0, hitPoints: 0 }), type: 'Tactic', abilities: [action({ effect: each(unit(), destroy(EACH)) })] } as CardDef,
]);

describe('destroy all: simultaneous', () => {
  for (const first of [true, false]) {
    it(`the replacement of a unit destroyed by the same effect still saves the other — protector ${first ? 'first' : 'last'}`, () => {
      const w = { card: 'Vault Warden', as: 'w' };
      const g = { card: 'Grunt', as: 'g' };
      expectScenario({
        phase: 'capital',
        players: board({ hand: ['Cataclysm Test', 'Grunt'] }, { kingdom: { cards: first ? [w, g] : [g, w] } }),
        decisions: [{ type: 'play', card: 'Cataclysm Test' }],
        expect: { '@w.loc': 'discard', '@g.loc': 'hand', 'p2.discard': ['Vault Warden'] },
      });
    });
  }

  it('with nothing to replace, every matching card is destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Cataclysm Test', 'Grunt'], kingdom: { cards: [{ card: 'Grunt', as: 'a' }] } }, { kingdom: { cards: [{ card: 'Grunt', as: 'b' }] } }),
      decisions: [{ type: 'play', card: 'Cataclysm Test' }],
      expect: { '@a.loc': 'discard', '@b.loc': 'discard' },
    });
  });
});
