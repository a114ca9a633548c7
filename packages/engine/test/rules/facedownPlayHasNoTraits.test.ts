/**
 * A card played facedown as a development shows nothing of itself: while it is on the chain its traits
 * are none, as its type and race are (rules summary: developments are played face down; only their
 * owner may look at them). A trigger on a played card with a trait does not see it — the opponent
 * would otherwise learn what went facedown.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, anyCard, gainResources, played, whenever, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Whenever a card with the Spell trait is played, gain 1 resource." (either player, any way it is played)
  { ...testUnit('x9561', 'Spell Listener'), abilities: [whenever({ when: played(anyCard({ trait: 'Spell' })), effect: gainResources(YOU, 1) })] },
  { ...testUnit('x9562', 'Little Spell'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, traits: ['Spell'], abilities: [action({ effect: [] })] } as CardDef,
]);

describe('a card played facedown as a development has no traits', () => {
  it('a trait trigger on played cards does not see a Spell developed facedown; it sees the Spell played as a tactic', () => {
    expectScenario({
      phase: 'capital',
      // (a resource for the Grunt: P1 keeps a say in the capital phase, and the game waits there)
      players: board({ resources: 1, hand: ['Little Spell', 'Little Spell', 'Grunt'] }, { kingdom: { cards: [{ card: 'Spell Listener', as: 'l' }] } }),
      decisions: [
        { type: 'develop', card: 'Little Spell', zone: 'kingdom' },
        { expect: { 'p2.resources': 0 } },
        { type: 'play', card: 'Little Spell' },
        { expect: { 'p2.resources': 1, 'p1.kingdom.developments': 1 } },
      ],
    });
  });
});
