import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blood Shrine of Sotek', () => {
  it('gives +1 hit points to your Lizardmen units in its zone only, and no longer once it has left play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Blood Shrine of Sotek', as: 'bs' }, { card: 'Skink Skirmishers', as: 's', damage: 2 }, { card: 'Mountain Brigade', as: 'mb' }] },
          battlefield: { cards: [{ card: 'Skink Skirmishers', as: 'far' }] },
        },
        { resources: 2, kingdom: { cards: [{ card: 'Skink Skirmishers', as: 'theirs' }, { card: 'Snotling Saboteurs', as: 'ss' }] } },
        ['lizardmen', 'orc'],
      ),
      decisions: [
        { expect: { '@s.hitPoints': 3, '@s.loc': 'kingdom', '@mb.hitPoints': 6, '@far.hitPoints': 2, '@theirs.hitPoints': 2 } },
        // P1 plays nothing; P2 destroys the Shrine: the Skink with 2 damage is back to 2 hit points and is destroyed
        { type: 'pass' },
        // (the Shrine is the only support card in play: the target is picked for P2)
        { type: 'use', card: '@ss', ability: 'action', player: 2 },
      ],
      expect: { '@bs.loc': 'discard', '@s.loc': 'discard', '@far.loc': 'battlefield' },
    });
  });
});
