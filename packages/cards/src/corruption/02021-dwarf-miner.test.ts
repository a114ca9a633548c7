import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dwarf Miner', () => {
  it('entering play, heals up to 2 damage from the section of the zone it entered, not from the others', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Dwarf Miner', as: 'dm' }, 'Mountain Brigade'], kingdom: { damage: 3 }, quest: { damage: 3 } },
        { kingdom: { damage: 3 } },
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@dm', zone: 'quest' }],
      expect: { '@dm.loc': 'quest', 'p1.quest.damage': 1, 'p1.kingdom.damage': 3, 'p2.kingdom.damage': 3 },
    });
  });

  it('heals only what is there (up to 2)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Dwarf Miner', as: 'dm' }, 'Mountain Brigade'], battlefield: { damage: 1 } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@dm', zone: 'battlefield' }],
      expect: { 'p1.battlefield.damage': 0 },
    });
  });
});
