import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Wake the Mountain', () => {
  it('puts the top three cards of the deck as developments, all in the chosen zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Wake the Mountain'], deck: ['Runesmith', 'Troll Slayers', 'Keystone Forge', 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Wake the Mountain' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: 'quest', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { 'p1.battlefield.developments': 3, 'p1.battlefield.hitPoints': 11, 'p1.deck': 1, 'p1.resources': 0, 'p1.kingdom.developments': 0 },
    });
  });
});
