/**
 * Cards discarded from a player's hand (Helbane's Raiders, Disciple of Malekith): `entersDiscard(filter, { from: 'hand' })`.
 * The enteredDiscard event says where the card was just before (as enterPlay's `from` does): a hand
 * or a deck; a card leaving play, or a tactic leaving the chain, comes from neither. With `batch`, one
 * trigger for the cards discarded together.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, anyCard, discard, discardDeckTop, entersDiscard, gainResources, OPPONENT, sacrifice, SELF, whenever, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  // Each time cards go from the opponent's hand to his discard pile (once per batch): 1 resource.
  { ...testUnit('x9531', 'Hand Watcher'), abilities: [whenever({ when: entersDiscard(anyCard({ owner: OPPONENT }), { from: 'hand', batch: true }), effect: gainResources(YOU, 1) })] },
  // "Whenever a card is discarded from the top of any deck, gain 1 resource."
  { ...testUnit('x9532', 'Deck Watcher'), abilities: [whenever({ when: entersDiscard(anyCard(), { from: 'deck' }), effect: gainResources(YOU, 1) })] },
  tactic('x9533', 'Make Them Drop Two', { abilities: [action({ effect: discard(OPPONENT, 2) })] }),
  tactic('x9534', 'Mill Them', { abilities: [action({ effect: discardDeckTop(OPPONENT, 1) })] }),
  tactic('x9535', 'Drop One Yourself', { abilities: [action({ effect: discard(YOU, 1) })] }),
  { ...testUnit('x9536', 'Self Sacrificer'), abilities: [action({ cost: sacrifice(SELF), effect: [] })] },
]);

describe("a trigger on cards discarded from a hand (entersDiscard { from: 'hand' })", () => {
  it("fires once for the opponent's cards discarded together from his hand (batch)", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Make Them Drop Two', 'Grunt'], kingdom: { cards: ['Hand Watcher'] } }, { hand: [{ card: 'Grunt', as: 'h1' }, { card: 'Grunt', as: 'h2' }, 'Grunt'] }),
      decisions: [{ type: 'play', card: 'Make Them Drop Two' }, { type: 'target', target: '@h1', player: 2 }, { type: 'target', target: '@h2', player: 2 }],
      expect: { '@h1.loc': 'discard', '@h2.loc': 'discard', 'p1.resources': 1 },
    });
  });

  it('not for its own controller\'s discards, a tactic going to the pile, a unit leaving play, nor a deck\'s top card', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Drop One Yourself', 'Mill Them', 'Grunt'], kingdom: { cards: ['Hand Watcher'] } },
        { hand: ['Grunt'], kingdom: { cards: [{ card: 'Self Sacrificer', as: 's' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Drop One Yourself' },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        // P1 discards his Grunt
        { type: 'target', target: 'Grunt', player: 1 },
        { type: 'use', card: '@s', ability: 'action', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'play', card: 'Mill Them', player: 1 },
      ],
      expect: { 'p1.discard.count': 3, '@s.loc': 'discard', 'p2.discard.count': 2, 'p1.resources': 0 },
    });
  });

  it("{ from: 'deck' }: a card discarded from the top of a deck", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mill Them', 'Make Them Drop Two', 'Grunt'], kingdom: { cards: ['Deck Watcher'] } }, { hand: [{ card: 'Grunt', as: 'g1' }, { card: 'Grunt', as: 'g2' }] }),
      decisions: [
        { type: 'play', card: 'Mill Them' },
        { type: 'pass', player: 1 },
        { expect: { 'p2.discard.count': 1, 'p1.resources': 1 } },
        { type: 'play', card: 'Make Them Drop Two' },
        { type: 'target', target: '@g1', player: 2 },
      ],
      expect: { 'p2.discard.count': 3, 'p1.resources': 1 },
    });
  });
});
