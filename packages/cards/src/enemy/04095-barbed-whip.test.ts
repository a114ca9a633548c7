import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Barbed Whip', () => {
  it('attaches to a Dark Elf unit only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Barbed Whip', as: 'w' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Shades', as: 's' }, { card: 'Black Orc Squad', as: 'o' }] } },
        {},
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@w', zone: 'battlefield', target: '@o', illegal: '' },
        { type: 'play', card: '@w', zone: 'battlefield', target: '@s' },
      ],
      expect: { '@w.loc': 'battlefield', 'p1.resources': 2 },
    });
  });

  it('when the attached unit attacks: a target unit in the defending zone has -1 hit points this turn (not units elsewhere, nor the attacker\'s)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Shades', as: 's' }, { card: 'Barbed Whip', as: 'w', attachedTo: '@s' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { battlefield: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Mountain Brigade', as: 'm' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@s' },
        { type: 'pass' },
        { type: 'use', card: '@w', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@h' }, { type: 'target', target: '@m' }], exclude: [{ type: 'target', target: '@k' }, { type: 'target', target: '@o' }, { type: 'target', target: '@s' }] } } },
        { type: 'target', target: '@h' },
        { type: 'pass', player: 2 },
        { expect: { '@h.hitPoints': 1 } },
        { type: 'use', card: '@w', ability: 'action', illegal: '' },
      ],
    });
  });

  it('a unit whose damage reaches its lowered hit points is destroyed', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Shades', as: 's' }, { card: 'Barbed Whip', as: 'w', attachedTo: '@s' }] } },
        { quest: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h', damage: 1 }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@s' },
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'target', target: '@h' },
        { expect: { '@h.loc': 'discard' } },
      ],
    });
  });

  it('the hit points come back at the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Shades', as: 's' }, { card: 'Barbed Whip', as: 'w', attachedTo: '@s' }] } },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@s' },
        { type: 'use', card: '@w', ability: 'action' },
        { expect: { '@m.hitPoints': 5 } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      expect: { turn: 4, '@m.hitPoints': 6 },
    });
  });

  it('no use when another unit attacks', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Shades', as: 's' }, { card: 'Barbed Whip', as: 'w', attachedTo: '@s' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { battlefield: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@o' },
        { type: 'pass' },
        { type: 'use', card: '@w', ability: 'action', illegal: '' },
      ],
    });
  });
});
