import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const deck = [{ card: 'Chaos Knights', as: 'd1' }, { card: 'Troll Vomit', as: 'd2' }, { card: 'Black Orc Squad', as: 'd3' }, 'Mountain Brigade'];

describe('Ancestral Tomb', () => {
  it('once it has entered play, its action puts the top two cards of the deck into its zone as developments', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, deck, hand: [{ card: 'Ancestral Tomb', as: 't' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'use', card: '@t', ability: 'action', illegal: 'not in play' },
        { type: 'play', card: '@t', zone: 'quest' },
        { expect: { 'p1.quest.developments': 0 } },
        { type: 'use', card: '@t', ability: 'action' },
        // putting cards there is not playing a development: the turn's own development is still his to play
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
      ],
      expect: { 'p1.quest.developments': 2, 'p1.kingdom.developments': 1, '@d1.loc': 'quest', '@d1.faceDown': true, '@d2.loc': 'quest', '@d2.faceDown': true, '@d3.loc': 'deck', 'p1.deck': 2 },
    });
  });

  it('its player may let the chance go; it is not usable later', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, deck, hand: [{ card: 'Ancestral Tomb', as: 't' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: '@t', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@t', ability: 'action', illegal: 'first opportunity' },
      ],
      expect: { 'p1.kingdom.developments': 0, 'p1.quest.developments': 0, 'p1.battlefield.developments': 0, '@t.loc': 'kingdom' },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, deck, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Ancestral Tomb', as: 't' }] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@t', ability: 'action', illegal: 'first opportunity' }],
    });
  });

  it('with one card left in the deck, that card alone is developed', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, deck: [{ card: 'Chaos Knights', as: 'd1' }], hand: [{ card: 'Ancestral Tomb', as: 't' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@t', zone: 'battlefield' }, { type: 'use', card: '@t', ability: 'action' }],
      expect: { 'p1.battlefield.developments': 1, '@d1.loc': 'battlefield', 'p1.deck': 0 },
    });
  });
});
