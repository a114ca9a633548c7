import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Rune of Hearth and Home', () => {
  it('removes all damage from every section of your capital (not the opponent\'s; a burning zone stays burnt)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Rune of Hearth and Home', 'Mountain Brigade'], kingdom: { cards: ['Mountain Brigade', 'Mountain Brigade'], damage: 4 }, quest: { damage: 2 }, battlefield: { burning: true } },
        { kingdom: { damage: 3 } },
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Rune of Hearth and Home' }, { expect: { 'p1.kingdom.damage': 0, 'p1.quest.damage': 0 } }],
      expect: { 'p1.kingdom.damage': 0, 'p1.quest.damage': 0, 'p1.battlefield.burning': true, 'p2.kingdom.damage': 3, 'p1.resources': 0 },
    });
  });

  it('is played only during your own turn', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 10, hand: ['Rune of Hearth and Home'], kingdom: { cards: ['Mountain Brigade', 'Mountain Brigade', 'Flagellants'], damage: 4 } }, { hand: ['Mountain Brigade'] }, ['dwarf', 'orc']),
      decisions: [{ type: 'pass', player: 2 }, { type: 'play', card: 'Rune of Hearth and Home', player: 1, illegal: 'cannot be used now' }],
    });
  });

  it('cannot be played with no damage on your capital (nothing to heal)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Rune of Hearth and Home', 'Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'] } }, { kingdom: { damage: 3 } }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Rune of Hearth and Home', illegal: 'could not resolve' }],
    });
  });
});
