import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Rune of Resistance', () => {
  it('is played onto a Dwarf unit only (either player\'s)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Rune of Resistance', as: 'r' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        ['dwarf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@r', zone: 'kingdom', target: '@b', illegal: '' },
        { type: 'play', card: '@r', zone: 'kingdom', target: '@theirs' },
      ],
      expect: { '@r.loc': 'kingdom', '@r.controller': 1 },
    });
  });

  it('when the attached unit would be destroyed, the Rune is sacrificed instead and the unit loses all its damage', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Call the Blood', as: 'c' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 2 }, { card: 'Rune of Resistance', as: 'r', attachedTo: '@m' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@c' }],
      expect: { '@m.loc': 'kingdom', '@m.damage': 0, '@r.loc': 'discard' },
    });
    // destroyed by its damage in combat: it stays, undamaged
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h', damage: 1 }, { card: 'Rune of Resistance', as: 'r', attachedTo: '@h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@h', player: 2 },
        { type: 'assign', target: '@h', amount: 3 },
        { type: 'assign', target: '@k', amount: 1, player: 2 },
      ],
      expect: { '@h.loc': 'kingdom', '@h.damage': 0, '@r.loc': 'discard' },
    });
  });

  it('a sacrifice is no destruction: the unit goes, and the Rune with it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Gobbo Loot', as: 'g' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }, { card: 'Rune of Resistance', as: 'r', attachedTo: '@m' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@g' }, { type: 'target', target: '@d' }],
      expect: { '@m.loc': 'discard', '@r.loc': 'discard' },
    });
  });
});
