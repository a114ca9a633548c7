/**
 * A card discarded from a hand or a deck sees itself go: its own `entersDiscard(SELF)` trigger fires
 * from the discard pile, under its owner (as a card's own leave-play triggers fire from where it went)
 * — "if you discard this card from your hand ..." (Lothern Sea Guard). `rules.resolvingController`
 * tells whose card effect is resolving ("due to an opponent's card effect"): none while a cost is paid.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, conditionFn, discard, discardCard, discardDeckTop, draw, entersDiscard, OPPONENT, rules, SELF, whenever, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = (id: string, name: string, extra: Partial<CardDef>): CardDef => ({ ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra });
const byOpponent = conditionFn((ctx) => {
  const p = rules.resolvingController(ctx.state);
  return p !== null && p !== ctx.player;
});

registerFixtures([
  // "When this card is discarded from your hand, draw a card."
  testUnit('x9631', 'Parting Note', { abilities: [whenever({ when: entersDiscard(SELF, { from: 'hand' }), effect: draw(YOU, 1) })] }),
  // "When an opponent's card effect discards this card from your hand, draw a card."
  testUnit('x9632', 'Spite Note', { abilities: [whenever({ when: entersDiscard(SELF, { from: 'hand', if: byOpponent }), effect: draw(YOU, 1) })] }),
  // "When this card is discarded from your deck, draw a card."
  testUnit('x9633', 'Deck Note', { abilities: [whenever({ when: entersDiscard(SELF, { from: 'deck' }), effect: draw(YOU, 1) })] }),
  tactic('x9634', 'Make Them Drop', { abilities: [action({ effect: discard(OPPONENT, 1) })] }),
  tactic('x9635', 'Drop One', { abilities: [action({ effect: discard(YOU, 1) })] }),
  tactic('x9636', 'Mill One', { abilities: [action({ effect: discardDeckTop(YOU, 1) })] }),
  tactic('x9637', 'Paid In Cards', { abilities: [action({ cost: discardCard(), effect: draw(YOU, 0) })] }),
]);

describe('a card discarded from hand or deck triggers its own entersDiscard', () => {
  it('discarded from hand, whoever\'s effect it is, it fires under its owner', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Drop One', { card: 'Parting Note', as: 'n' }] }, {}),
      decisions: [{ type: 'play', card: 'Drop One' }],
      expect: { '@n.loc': 'discard', 'p1.hand.count': 1, 'p1.deck': 9 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Make Them Drop', 'Grunt'] }, { hand: [{ card: 'Parting Note', as: 'n' }] }),
      decisions: [{ type: 'play', card: 'Make Them Drop' }],
      expect: { '@n.loc': 'discard', 'p2.hand.count': 1, 'p2.deck': 9 },
    });
  });

  it('from the deck, it fires for a "from the deck" trigger only', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mill One', 'Grunt'], deck: ['Deck Note', 'Grunt', 'Grunt'] }, {}),
      decisions: [{ type: 'play', card: 'Mill One' }],
      expect: { 'p1.discard.count': 2, 'p1.hand.count': 2, 'p1.deck': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mill One', 'Grunt'], deck: ['Parting Note', 'Grunt', 'Grunt'] }, {}),
      decisions: [{ type: 'play', card: 'Mill One' }],
      expect: { 'p1.hand.count': 1, 'p1.deck': 2 },
    });
  });

  it('resolvingController: an opponent\'s effect is told from one\'s own effect and from a cost', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Make Them Drop', 'Grunt'] }, { hand: [{ card: 'Spite Note', as: 'n' }] }),
      decisions: [{ type: 'play', card: 'Make Them Drop' }],
      expect: { '@n.loc': 'discard', 'p2.hand.count': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Drop One', { card: 'Spite Note', as: 'n' }] }, {}),
      decisions: [{ type: 'play', card: 'Drop One' }],
      expect: { '@n.loc': 'discard', 'p1.hand.count': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Paid In Cards', { card: 'Spite Note', as: 'n' }, 'Grunt'] }, {}),
      decisions: [{ type: 'play', card: 'Paid In Cards' }, { type: 'target', target: '@n' }],
      expect: { '@n.loc': 'discard', 'p1.hand.count': 1 },
    });
  });
});
