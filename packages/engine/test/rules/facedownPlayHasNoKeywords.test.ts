/**
 * A card played facedown as a development shows none of its keywords while it is on the chain, as it
 * shows no traits (facedownPlayHasNoTraits): a trigger on played cards with a keyword does not see it,
 * or the opponent would learn something of what went facedown. Played faceup, the keyword is seen.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, anyCard, gainResources, played, whenever, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Whenever a Limited card is played, gain 1 resource." / "… a card with Toughness …"
  { ...testUnit('x9571', 'Limited Listener'), abilities: [whenever({ when: played(anyCard({ keyword: 'limited' })), effect: gainResources(YOU, 1) })] },
  { ...testUnit('x9572', 'Tough Listener'), abilities: [whenever({ when: played(anyCard({ keyword: 'toughness' })), effect: gainResources(YOU, 1) })] },
  { ...testUnit('x9573', 'Little Edict'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, keywords: { limited: true }, abilities: [action({ effect: [] })] } as CardDef,
  testUnit('x9574', 'Tough Grunt', { cost: 0, keywords: { toughness: 1 } }),
]);

describe('a card played facedown as a development has no keywords on the chain', () => {
  it('a Limited trigger does not see a Limited tactic developed facedown; it sees it played as a tactic', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Little Edict', 'Little Edict', 'Grunt'] }, { kingdom: { cards: ['Limited Listener'] } }),
      decisions: [
        { type: 'develop', card: 'Little Edict', zone: 'kingdom' },
        { expect: { 'p2.resources': 0 } },
        { type: 'play', card: 'Little Edict' },
        { expect: { 'p2.resources': 1, 'p1.kingdom.developments': 1 } },
      ],
    });
  });

  it('a Toughness trigger does not see a unit with Toughness developed facedown; it sees the unit played', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Tough Grunt', 'Tough Grunt', 'Grunt'] }, { kingdom: { cards: ['Tough Listener'] } }),
      decisions: [
        { type: 'develop', card: 'Tough Grunt', zone: 'kingdom' },
        { expect: { 'p2.resources': 0 } },
        { type: 'play', card: 'Tough Grunt', zone: 'kingdom' },
        { expect: { 'p2.resources': 1, 'p1.kingdom.developments': 1 } },
      ],
    });
  });
});
