import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Son of Grungi', () => {
  it('attacking, it has +2 power while the defenders outnumber its side', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Son of Grungi', as: 's' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'd1' }, { card: 'Black Orc Squad', as: 'd2' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { expect: { '@s.power': 2 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'pass' },
        { expect: { '@s.power': 2 } },
        { type: 'defender', card: '@d1', player: 2 },
        // one against one: not outnumbered
        { expect: { '@s.power': 2 } },
        { type: 'defender', card: '@d2', player: 2 },
        { expect: { '@s.power': 4 } },
        { type: 'assign', target: '@d1', amount: 4 },
        // the two Squads deal 2: Toughness 1 cancels 1
        { type: 'assign', target: '@s', amount: 2, player: 2 },
      ],
      expect: { '@d1.loc': 'discard', '@s.damage': 1, '@s.power': 2 },
    });
  });

  it('defending, likewise; not when its own side is as large', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Son of Grungi', as: 's' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a1' }, { card: 'Black Orc Squad', as: 'a2' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a1' },
        { type: 'attacker', card: '@a2' },
        // not in combat yet
        { expect: { '@s.power': 2 } },
        { type: 'defender', card: '@s', player: 1 },
        { expect: { '@s.power': 4 } },
        { type: 'defender', card: '@mb', player: 1 },
        { expect: { '@s.power': 2 } },
      ],
    });
  });
});
