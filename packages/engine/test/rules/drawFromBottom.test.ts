/**
 * "Draw a card from the bottom of your deck" (Numberless Graves): `draw(player, n, { bottom: true })`
 * takes the deck's bottom cards into the hand; it is a draw like any other ("when you draw" triggers),
 * and the deck's top card stays where it is.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, draw, drawsCards, forced, gainResources, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  tactic('x9821', 'Dig Up', { abilities: [action({ effect: draw(YOU, 2, { bottom: true }) })] }),
  testUnit('x9822', 'Page Counter', { abilities: [forced({ when: drawsCards(YOU), effect: gainResources(YOU, 1) })] }),
]);

describe('drawing from the bottom of the deck', () => {
  it('takes the bottom cards into the hand, the top card stays; it counts as drawing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Dig Up'], deck: ['Grunt', 'Grunt', 'Brute', 'Striker'], kingdom: { cards: ['Page Counter'] } }, {}),
      decisions: [{ type: 'play', card: 'Dig Up' }],
      expect: { 'p1.hand': ['Brute', 'Striker'], 'p1.deck': 2, 'p1.resources': 1, log: ['draws 2'] },
    });
  });

  it('draws what is left when the deck holds fewer cards (an empty deck then loses the game)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Dig Up'], deck: ['Striker'] }, {}),
      decisions: [{ type: 'play', card: 'Dig Up' }],
      expect: { 'p1.hand': ['Striker'], 'p1.deck': 0, winner: 2 },
    });
  });
});
