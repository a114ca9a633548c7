import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Born Predators', () => {
  it('deals one damage per Lizardmen card in play you control (units, supports, attachments; not facedown ones, not the opponent\'s, not cards in hand)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: [{ card: 'Born Predators', as: 'bp' }, 'Skink Skirmishers'],
          kingdom: { cards: [{ card: 'Blood Shrine of Sotek' }, { card: 'Mountain Brigade' }], developments: ['Skink Skirmishers'] },
          battlefield: { cards: [{ card: 'Skink Skirmishers', as: 's' }, { card: 'Cloak of Feathers', attachedTo: '@s' }] },
        },
        {
          kingdom: { cards: [{ card: 'Skink Skirmishers', as: 'theirs' }, { card: 'Cloak of Feathers', attachedTo: '@theirs' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] },
        },
        ['lizardmen', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@bp' },
        { type: 'target', target: '@mb' },
      ],
      // X = Skink Skirmishers + its Cloak of Feathers + Blood Shrine of Sotek = 3
      expect: { '@mb.damage': 3, 'p1.resources': 0 },
    });
  });
});
