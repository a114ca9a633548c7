import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Dwarf Masons', () => {
  it("on entering play, its controller's top card becomes a facedown development in the Masons' zone", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Dwarf Masons'], deck: [{ card: 'Troll Slayers', as: 't' }, { card: 'Mountain Brigade', as: 'second' }] }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Dwarf Masons', zone: 'battlefield' }],
      expect: {
        'p1.battlefield.developments': 1,
        '@t.loc': 'battlefield',
        '@t.dev': true,
        '@t.faceDown': true,
        '@second.loc': 'deck',
        'p1.deck': 1,
        'p2.deck': 10,
        'p1.battlefield.hitPoints': 9,
        'p1.kingdom.developments': 0,
        // it is not the player's one development play of the turn
        'p1.battlefield.units': ['Dwarf Masons'],
      },
    });
  });

  it('works in any zone and does not use up the player\'s development for the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Dwarf Masons', 'Mountain Brigade'], deck: [{ card: 'Troll Slayers', as: 't' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Dwarf Masons', zone: 'quest' },
        // the player may still develop a card from his hand this turn
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
      ],
      expect: { '@t.loc': 'quest', 'p1.quest.developments': 2 },
    });
  });
});
