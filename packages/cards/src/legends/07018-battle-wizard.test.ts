import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Battle Wizard', () => {
  it('defending and surviving: every attacking unit returns to its owner\'s hand after the damage', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Battle Wizard', as: 'w' }] } },
        // two 1-power attackers: the Wizard (3 hit points) survives their 2 damage
        { battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'a1', damage: 2 }, { card: 'Silver Helm Brigade', as: 'a2' }, { card: 'Mountain Brigade', as: 'stay' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a1' },
        { type: 'attacker', card: '@a2' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@w', player: 1 },
        { type: 'assign', target: '@w', amount: 2 },
        // the Wizard's 1 damage destroys a1 first: only a2 is left to return
        { type: 'assign', target: '@a1', amount: 1, player: 1 },
      ],
      expect: { '@w.loc': 'kingdom', '@w.damage': 2, '@a1.loc': 'discard', '@a2.loc': 'hand', '@stay.loc': 'battlefield' },
    });
  });

  it('destroyed in the combat, it returns nobody', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Battle Wizard', as: 'w' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'a2' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@a2' },
        { type: 'defender', card: '@w', player: 1 },
        { type: 'assign', target: '@w', amount: 4 },
        { type: 'assign', target: '@a', amount: 1, player: 1 },
      ],
      expect: { '@w.loc': 'discard', '@a.loc': 'battlefield', '@a2.loc': 'battlefield' },
    });
  });

  it('not defending (another unit defends its zone), nothing returns', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Battle Wizard', as: 'w' }, { card: 'Mountain Brigade', as: 'm' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'defender', card: '@m', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@m', amount: 2 },
        { type: 'assign', target: '@a', amount: 2, player: 1 },
      ],
      expect: { '@a.loc': 'battlefield', '@w.loc': 'kingdom' },
    });
  });
});
