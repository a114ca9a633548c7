import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Black Dragon Rider', () => {
  it('attacking and opposed: every attacking and defending unit has 1 less hit point until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Dragon Rider', as: 'r' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Chaos Knights', as: 'idle' }] } },
        { kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'd' }, { card: 'Savage Marauders', as: 'm' }, { card: 'Mountain Brigade', as: 'home' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@r' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { expect: { '@r.hitPoints': 4, '@b.hitPoints': 4 } },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'defender', card: '@m', player: 2 },
        { type: 'pass', player: 2 },
        // the 1-hit-point Marauders are left with none: destroyed; units outside the combat keep theirs
        {
          expect: {
            '@r.hitPoints': 3, '@b.hitPoints': 3, '@d.hitPoints': 1, '@m.loc': 'discard',
            '@idle.hitPoints': 4, '@home.hitPoints': 6,
          },
        },
      ],
    });
  });

  it('lasts until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Dragon Rider', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@r' },
        { type: 'defender', card: '@d', player: 2 },
        { expect: { '@r.hitPoints': 3, '@d.hitPoints': 5 } },
        { type: 'assign', target: '@d', amount: 3 },
        { type: 'assign', target: '@r', amount: 2, player: 2 },
      ],
      // the turn is over (P2's has begun): back to printed hit points, the damage stays
      expect: { active: 2, '@r.hitPoints': 4, '@d.hitPoints': 6, '@d.damage': 3, '@r.damage': 2 },
    });
  });

  it('not opposed (no defender): nothing happens', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Dragon Rider', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'd' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@r' },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@r.hitPoints': 4, '@d.hitPoints': 2 } },
      ],
    });
  });

  it('out of the combat, another unit being opposed does not trigger it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Black Dragon Rider', as: 'r' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'd' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@d', player: 2 },
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@r.hitPoints': 4, '@b.hitPoints': 4, '@d.hitPoints': 2 } },
      ],
    });
  });

  it('defending: opposed by the attackers as it is declared', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Savage Marauders', as: 'm' }] } },
        { kingdom: { cards: [{ card: 'Black Dragon Rider', as: 'r' }] } },
        ['chaos', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@r', player: 2 },
      ],
      expect: { '@r.hitPoints': 3, '@k.hitPoints': 3, '@m.loc': 'discard' },
    });
  });
});
