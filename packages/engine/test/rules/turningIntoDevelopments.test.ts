/**
 * A card in play turned into a development (facedown, or faceup: Tree Kin, Judgement of Loec). FAQ
 * (faceup developments): one that "is only a development" loses its damage and resource tokens and
 * leaves the combat; one that an effect makes a unit too (Kairos Fateweaver) stays the unit it was,
 * its damage included.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, constant, development, TARGET, turnFacedown, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Target unit becomes a (facedown) development."
  { ...testUnit('tt001', 'Sink'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ target: unit(), effect: turnFacedown(TARGET) })] } as CardDef,
  // "Each development you control is also a unit with 2 power and 2 hit points."
  { ...testUnit('tt002', 'Animator'), type: 'Support', cost: 0, power: 0, hitPoints: 0, abilities: [constant({ affects: development({ controller: 'you' }), modify: { becomesUnit: { power: 2, hitPoints: 3 } } })] } as CardDef,
]);

describe('a card turned into a development', () => {
  it('only a development: it loses its damage and tokens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Sink', 'Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b', damage: 2, tokens: 1 }] } }),
      decisions: [{ type: 'play', card: 'Sink' }],
      expect: { '@b.dev': true, '@b.faceDown': true, '@b.damage': 0, '@b.tokens': 0, 'p1.kingdom.units': [] },
    });
  });

  it('made a unit too by an effect: it keeps its damage and tokens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Sink', 'Grunt'], kingdom: { cards: ['Animator', { card: 'Brute', as: 'b', damage: 2, tokens: 1 }] } }),
      decisions: [{ type: 'play', card: 'Sink' }],
      expect: { '@b.dev': true, '@b.damage': 2, '@b.tokens': 1, '@b.hitPoints': 3, 'p1.kingdom.units': ['Brute'] },
    });
  });
});
