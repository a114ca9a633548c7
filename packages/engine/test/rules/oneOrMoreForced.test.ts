/**
 * "Forced: when one or more units are destroyed ..." (Garden of Morr, FAQ errata): a Forced effect
 * whose trigger has `batch` resolves once for the units destroyed together, once again for a later
 * destruction; a plain one resolves once per unit.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, addTokens, destroy, EACH, each, forced, isDestroyed, SELF, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

function card(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerFixtures([
  // Forced: a batch of destroyed units (one or more) adds a single resource token here.
  card('tb001', 'Ossuary', { abilities: [forced({ when: isDestroyed(unit(), { batch: true }), effect: addTokens(SELF, 1) })] }),
  // "Forced: when a unit is destroyed, put a resource token on this card."
  card('tb002', 'Tally Stone', { abilities: [forced({ when: isDestroyed(unit()), effect: addTokens(SELF, 1) })] }),
  // "Action: destroy each unit."
  card('tb003', 'Doom', { type: 'Tactic', abilities: [action({ effect: each(unit(), destroy(EACH)) })] }),
  // "Action: destroy target unit."
  card('tb004', 'Smite', { type: 'Tactic', abilities: [action({ target: unit(), effect: destroy(TARGET) })] }),
]);

describe('one or more: Forced effects', () => {
  it('units destroyed together trigger a "one or more" Forced effect once, a plain one once per unit; a later destruction again', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Smite', 'Doom', 'Wall'], kingdom: { cards: [{ card: 'Ossuary', as: 'o' }, { card: 'Tally Stone', as: 't' }] } },
        { kingdom: { cards: [{ card: 'Grunt', as: 'g1' }, 'Grunt', 'Grunt'] } },
      ),
      decisions: [
        { type: 'play', card: 'Smite' },
        { type: 'target', target: '@g1' },
        { type: 'pass' },
        // (P1 orders his two Forced effects)
        { type: 'resolve', index: 0 },
        { expect: { '@o.tokens': 1, '@t.tokens': 1 } },
        { type: 'play', card: 'Doom' },
        // one Ossuary effect and two Tally Stone effects to order
        { expect: { prompt: { player: 1, kind: 'orderEffects' }, options: { include: [{ type: 'resolve', index: 2 }], exclude: [{ type: 'resolve', index: 3 }] } } },
        { type: 'resolve', index: 0 },
        { type: 'resolve', index: 0 },
      ],
      expect: { 'p2.kingdom.units': [], '@o.tokens': 2, '@t.tokens': 3 },
    });
  });
});
