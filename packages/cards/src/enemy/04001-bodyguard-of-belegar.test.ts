import { describe, it } from 'vitest';
import type { ScenarioInput } from '@invasion/engine';
import { board, expectScenario } from '../testing.js';

// P1 attacks P2's kingdom with 2 power (a Mountain Brigade); the Bodyguard (2 power, 1 hit point) defends alone.
// P2 passes on more defenders, P1 assigns `assigned` to it and the rest to the capital, P2 hits back.
const attack = (assigned: number): NonNullable<ScenarioInput['decisions']> => [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@k' },
  { type: 'defender', card: '@g', player: 2 },
  { type: 'pass', player: 2 },
  { type: 'assign', target: '@g', amount: assigned },
  ...(assigned < 2 ? [{ type: 'assign', target: 'kingdom', amount: 2 - assigned }] : []),
  { type: 'assign', target: '@k', amount: 2, player: 2 },
];

describe('Bodyguard of Belegar', () => {
  it('has Toughness equal to the other Dwarf units in its zone: two there cancel 2 of the damage assigned to it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Bodyguard of Belegar', as: 'g' }, { card: 'Mountain Brigade', as: 'm1' }, { card: 'Dwarf Ranger', as: 'm2' }] } },
      ),
      decisions: attack(2),
      // both cancelled: it survives unharmed
      expect: { '@g.loc': 'kingdom', '@g.damage': 0, 'p2.kingdom.damage': 0, log: ['Toughness 2 cancels 2 damage to Bodyguard of Belegar'] },
    });
  });

  it('does not count itself, non-Dwarf units, Dwarf units in its other zones, or the opponent\'s Dwarf units', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'k' }] }, kingdom: { cards: ['Mountain Brigade'] } },
        {
          kingdom: { cards: [{ card: 'Bodyguard of Belegar', as: 'g' }, 'Black Orc Squad'] },
          quest: { cards: ['Mountain Brigade'] },
          battlefield: { cards: ['Dwarf Ranger'] },
        },
      ),
      decisions: attack(1),
      // Toughness 0: the single damage destroys it
      expect: { '@g.loc': 'discard', 'p2.kingdom.damage': 1 },
    });
  });

  it('counts the units there as damage is assigned: a single other Dwarf cancels 1', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Bodyguard of Belegar', as: 'g' }, 'Mountain Brigade'] } },
      ),
      decisions: attack(2),
      expect: { '@g.loc': 'discard', log: ['Toughness 1 cancels 1 damage to Bodyguard of Belegar'] },
    });
  });
});
