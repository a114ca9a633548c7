/**
 * `attachTo(card, host)` with a card a search found in a deck: "search the top cards of your deck for
 * an Attachment and put it into play attached to that unit" (Josef Bugman). The card leaves the deck
 * and enters play attached to the host, in the host's zone, under the ability's controller; with
 * nothing found (the player passes), nothing is attached and the deck keeps its cards.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, attachTo, choice, chosen, search, support, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  {
    ...testUnit('w9a01', 'Quartermaster Call'),
    type: 'Tactic',
    cost: 0,
    power: 0,
    hitPoints: 0,
    abilities: [action({ target: unit({ controller: 'you' }), effect: [choice('att', search(3, support({ trait: 'Attachment' }))), attachTo(chosen('att'), TARGET)] })],
  } as CardDef,
  { ...testUnit('w9a02', 'Spare Shield'), type: 'Support', power: 0, hitPoints: 0, traits: ['Attachment'], attach: { to: unit() } } as CardDef,
]);

describe('attaching a card found in a deck', () => {
  it('the card searched out of the deck enters play attached to the target, in its zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Quartermaster Call', 'Grunt'], deck: ['Grunt', { card: 'Spare Shield', as: 's' }, 'Grunt', 'Grunt'], quest: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [{ type: 'play', card: 'Quartermaster Call' }, { type: 'target', target: '@s' }],
      expect: { '@s.loc': 'quest', '@s.controller': 1, 'p1.deck': 3, 'p1.quest.supports': ['Spare Shield'] },
    });
  });

  it('passing on the search attaches nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Quartermaster Call', 'Grunt'], deck: ['Grunt', { card: 'Spare Shield', as: 's' }, 'Grunt', 'Grunt'], quest: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [{ type: 'play', card: 'Quartermaster Call' }, { type: 'pass' }],
      expect: { '@s.loc': 'deck', 'p1.deck': 4 },
    });
  });
});
