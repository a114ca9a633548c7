import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Master Rune of Spite', () => {
  it('deals each unit of both players damage equal to its own power; Toughness still cancels', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Master Rune of Spite', as: 'r' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Hammerer of Karak Azul', as: 'ham' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Crooked Teef Goblins', as: 'g' }, { card: 'Black Orc Squad', as: 'bos', damage: 1 }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@r' }],
      // Brigade 2 power: 2 damage; Hammerer 1 power, Toughness 1: none; Knights 3 of 4; Goblins 1 of 1: destroyed; Squad 1 more
      expect: { '@mb.damage': 2, '@ham.damage': 0, '@ck.damage': 3, '@g.loc': 'discard', '@bos.damage': 2, 'p1.resources': 0 },
    });
  });

  it('uses the power each unit has as it resolves (gains included)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Master Rune of Spite', as: 'r' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        // Squig Herders gains 1 power while its controller has a damaged unit
        { battlefield: { cards: [{ card: 'Squig Herders', as: 'sq' }, { card: 'Black Orc Squad', as: 'bos', damage: 1 }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@r' }],
      expect: { '@mb.damage': 2, '@sq.loc': 'discard', '@bos.damage': 2 },
    });
  });
});
