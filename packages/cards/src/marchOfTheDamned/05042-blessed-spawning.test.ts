import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blessed Spawning', () => {
  it('searches the top 5 for a Lizardmen unit of printed cost 4 or less and puts it into play in the zone you choose; then shuffles', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: 'Blessed Spawning', as: 'bs' }, 'Mountain Brigade'],
          deck: ['Carnosaur Rider', 'Black Orc Squad', 'Blood Shrine of Sotek', 'Skink Skirmishers', 'Saurus Warriors', 'Temple Guard', 'Mountain Brigade', 'Mountain Brigade'],
        },
        {},
        ['lizardmen', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@bs' },
        // Carnosaur Rider costs 5, Black Orc Squad is not Lizardmen, the Shrine is no unit, Temple Guard is the sixth card
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: 'Skink Skirmishers' }, { type: 'target', target: 'Saurus Warriors' }, { type: 'pass' }],
              exclude: [{ type: 'target', target: 'Carnosaur Rider' }, { type: 'target', target: 'Black Orc Squad' }, { type: 'target', target: 'Blood Shrine of Sotek' }, { type: 'target', target: 'Temple Guard' }],
            },
          },
        },
        { type: 'target', target: 'Saurus Warriors' },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { 'p1.quest.units': ['Saurus Warriors'], 'p1.deck': 7, 'p1.resources': 0, log: ['shuffles'] },
    });
  });

  it('may take nothing: the deck is shuffled all the same', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Blessed Spawning', as: 'bs' }, 'Mountain Brigade'], deck: ['Skink Skirmishers', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] },
        {},
        ['lizardmen', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@bs' }, { type: 'pass' }],
      expect: { 'p1.deck': 6, 'p1.kingdom.units': [], 'p1.quest.units': [], 'p1.battlefield.units': [], log: ['shuffles'] },
    });
  });

  it('the unit found may go to any of your three zones, never the opponent\'s', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Blessed Spawning', as: 'bs' }, 'Mountain Brigade'], deck: ['Temple Guard', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] },
        {},
        ['lizardmen', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@bs' },
        { type: 'target', target: 'Temple Guard' },
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { 'p1.battlefield.units': ['Temple Guard'], 'p1.deck': 5 },
    });
  });
});
