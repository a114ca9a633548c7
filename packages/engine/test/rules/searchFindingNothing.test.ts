/**
 * A search (or a look at a deck's top cards) that finds nothing it could take still asks its player,
 * who can only pass: the other player does not see those cards, so the game must not tell him —
 * by the searcher having no choice to make (his view of the prompt), or by one decision fewer in
 * the events — that nothing there qualified (rules: hidden information; FAQ: "Search"; a search
 * need not find its object).
 */
import { describe, expect, it } from 'vitest';
import { apply, eventsFor, viewFor, type GameState } from '../../src/index.js';
import { action, choice, chosen, returnToHand, search, shuffleDeck, support, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // A search of the deck's top 3 for a support card, taken into the hand, the deck shuffled afterwards.
  {
    ...testUnit('x9471', 'Rummage'),
    type: 'Tactic',
    cost: 0,
    power: 0,
    hitPoints: 0,
    abilities: [action({ effect: [choice('found', search(3, support())), returnToHand(chosen('found')), shuffleDeck(YOU)] })],
  },
]);

const withSupport = ['Grunt', 'Village', 'Grunt', 'Grunt'];
const without = ['Grunt', 'Grunt', 'Grunt', 'Grunt'];

function played(deck: string[]): GameState {
  return expectScenario({ players: board({ hand: ['Rummage', 'Grunt'], deck }, { hand: ['Grunt'] }), decisions: [{ type: 'play', card: 'Rummage' }] }).state;
}

describe('a search finding nothing', () => {
  it('still asks the searcher, who can only pass', () => {
    expectScenario({
      players: board({ hand: ['Rummage', 'Grunt'], deck: without }),
      decisions: [
        { type: 'play', card: 'Rummage' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }], exclude: [{ type: 'target', target: 'Grunt' }] } } },
        { type: 'pass' },
      ],
      expect: { 'p1.hand': ['Grunt'], 'p1.deck': 4, log: ['P1 shuffles his deck'] },
    });
  });

  it('shows the other player the same as a search that finds something its player declines', () => {
    const found = played(withSupport);
    const none = played(without);
    expect(viewFor(none, 1).prompt).toEqual(viewFor(found, 1).prompt);
    const a = apply(found, { type: 'pass' });
    const b = apply(none, { type: 'pass' });
    const strip = (s: GameState) => eventsFor(s, 1).events.map((e) => JSON.stringify(e));
    expect(strip(b)).toEqual(strip(a));
    expect(viewFor(b, 1).prompt).toEqual(viewFor(a, 1).prompt);
  });
});
