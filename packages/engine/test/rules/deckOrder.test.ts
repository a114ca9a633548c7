/**
 * Ordering cards one looks at on top of a deck (the others return to the top, ordered as the player
 * likes): `toDeck` on a card that is in the deck puts it on top (several, one after another: the
 * last on top); with `bottom`, at the bottom, as before.
 */
import { describe, it } from 'vitest';
import { action, anyCard, choose, constant, toDeck } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit as unit } from '../helpers.js';

registerFixtures([
  unit('tdo01', 'Deck Watcher', { abilities: [constant({ rules: { revealDeckTops: true } })] }),
  unit('tdo02', 'Deck Sorter', { abilities: [action({ effect: toDeck(choose(anyCard(), { from: 'deckTop', depth: 3, label: 'card to put on top' })) })] }),
  unit('tdo03', 'Deck Sinker', { abilities: [action({ effect: toDeck(choose(anyCard(), { from: 'deckTop', depth: 3, label: 'card to put at the bottom' }), { bottom: true }) })] }),
]);

const DECK = [{ card: 'Brute', as: 'b' }, { card: 'Wall', as: 'w' }, { card: 'Shieldbearer', as: 's' }, 'Grunt', 'Grunt'];

describe('toDeck on a card of the deck', () => {
  it('puts a card looked at on top of its deck', () => {
    expectScenario({
      players: board({ hand: ['Grunt'], kingdom: { cards: ['Deck Watcher', { card: 'Deck Sorter', as: 'ds' }] }, deck: DECK }),
      decisions: [
        { expect: { 'p1.deckTop': 'Brute' } },
        { type: 'use', card: '@ds', ability: 'action' },
        { type: 'pass' },
        { type: 'target', target: '@s' },
      ],
      expect: { 'p1.deckTop': 'Shieldbearer', 'p1.deck': 5, '@b.loc': 'deck', '@w.loc': 'deck' },
    });
  });

  it('the top card put on top stays there; with bottom, it goes to the bottom', () => {
    expectScenario({
      players: board({ hand: ['Grunt'], kingdom: { cards: ['Deck Watcher', { card: 'Deck Sorter', as: 'ds' }] }, deck: DECK }),
      decisions: [{ type: 'use', card: '@ds', ability: 'action' }, { type: 'pass' }, { type: 'target', target: '@b' }],
      expect: { 'p1.deckTop': 'Brute', 'p1.deck': 5 },
    });
    expectScenario({
      players: board({ hand: ['Grunt'], kingdom: { cards: ['Deck Watcher', { card: 'Deck Sinker', as: 'dk' }] }, deck: DECK }),
      decisions: [{ type: 'use', card: '@dk', ability: 'action' }, { type: 'pass' }, { type: 'target', target: '@b' }],
      expect: { 'p1.deckTop': 'Wall', 'p1.deck': 5 },
    });
  });
});
