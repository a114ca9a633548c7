import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Dwarf Masons', () => {
  it('on entering play, turns the top card of the deck into a development in its zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Dwarf Masons'], deck: [{ card: 'Troll Slayers', as: 't' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Dwarf Masons', zone: 'battlefield' }],
      expect: { 'p1.battlefield.developments': 1, '@t.loc': 'battlefield', '@t.dev': true, 'p1.deck': 1, 'p1.battlefield.hitPoints': 9, 'p1.kingdom.developments': 0 },
    });
  });
});
