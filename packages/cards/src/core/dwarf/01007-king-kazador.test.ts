import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('King Kazador', () => {
  it('cannot enter a zone that already holds a Hero of its controller', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 20, hand: ['King Kazador'], kingdom: { cards: ['Durgnar the Bold'] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'King Kazador', zone: 'kingdom', illegal: 'already has a Hero' },
        { type: 'play', card: 'King Kazador', zone: 'battlefield' },
      ],
      expect: { 'p1.battlefield.units': ['King Kazador'], 'p1.kingdom.units': ['Durgnar the Bold'] },
    });
  });

  it('costs an opponent 3 extra resources to target', () => {
    const players = (resources: number) =>
      board({ battlefield: { cards: [{ card: 'King Kazador', as: 'k' }] } }, { resources, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] } }, ['dwarf', 'dwarf']);
    expectScenario({
      phase: 'capital',
      active: 2,
      players: players(4),
      decisions: [
        // Kazador is out of reach, so the Runesmith itself is the only target and is chosen at once
        { type: 'use', card: '@r', ability: 0 },
        { type: 'pass', player: 2 },
      ],
      expect: { '@r.power': 2, '@k.power': 3, 'p2.resources': 2 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: players(5),
      decisions: [{ type: 'use', card: '@r', ability: 0 }, { type: 'target', target: '@k' }],
      expect: { '@k.power': 4, 'p2.resources': 0 },
    });
  });

  it('has Toughness 2', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'King Kazador', as: 'k' }] } }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }, { card: 'Chaos Knights', as: 'd' }] } }, ['dwarf', 'orc']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'attacker', card: '@d' },
        { type: 'defender', card: '@k' },
        { type: 'assign', target: '@k', amount: 6 },
        { type: 'assign', target: '@c', amount: 3 },
      ],
      expect: { '@k.damage': 4, '@k.loc': 'kingdom', log: ['Toughness 2 cancels 2'] },
    });
  });
});
