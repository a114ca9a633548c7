import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const defenders = {
  kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm1', corrupt: true }, { card: 'Mountain Brigade', as: 'm2', corrupt: true }, { card: 'Dwarf Ranger', as: 'r' }] },
  // corrupted, but not in the zone under attack
  quest: { cards: [{ card: 'Mountain Brigade', corrupt: true }] },
};

describe('Spreading Darkness', () => {
  it('each attacking unit (not the others) gains 1 power per corrupted unit in the defending zone', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          resources: 4,
          hand: ['Spreading Darkness', 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }, { card: 'Shades', as: 'b' }, { card: 'Shades', as: 'home' }, { card: 'Mountain Brigade', as: 'mine', corrupt: true }] },
        },
        defenders,
        ['chaos', 'dwarf'],
      ),
      decisions: [
                { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { expect: { '@a.power': 3, '@b.power': 1 } },
        { type: 'play', card: 'Spreading Darkness' },
        // two corrupted units in P2's kingdom: +2 each; P1's own corrupted unit and P2's quest do not count
        { expect: { '@a.power': 5, '@b.power': 3, '@home.power': 1, '@r.power': 1, 'p1.resources': 0 } },
      ],
    });
  });

  it('played by the defender, it counts the corrupted units of his own attacked zone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 5, hand: ['Spreading Darkness', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'c', corrupt: true }, { card: 'Mountain Brigade', as: 'd' }] } },
        { battlefield: { cards: [{ card: 'Dwarf Ranger', as: 'atk' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@atk' },
        { type: 'play', card: 'Spreading Darkness', player: 1 },
        // cost 3 + 2 loyalty (only the capital's Chaos symbol)
        { expect: { '@atk.power': 2, 'p1.resources': 0 } },
        { type: 'defender', card: '@d', player: 1 },
        { type: 'assign', target: '@d', amount: 2, player: 2 },
        { type: 'assign', target: '@atk', amount: 2, player: 1 },
        { type: 'pass', player: 1 },
      ],
      expect: { '@atk.loc': 'discard', '@d.damage': 2 },
    });
  });

  it('cannot be played while no corrupted unit is in the defending zone (the attackers would gain nothing)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (the Gryphon Legionnaire, playable at any time, keeps P1 asked in the window after attackers)
        { resources: 20, hand: ['Spreading Darkness', 'Gryphon Legionnaire'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }] } },
        { kingdom: { cards: ['Mountain Brigade'] }, quest: { cards: [{ card: 'Mountain Brigade', corrupt: true }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@a' },
        { expect: { prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: 'Spreading Darkness', illegal: 'could not resolve' },
      ],
    });
  });

  it('counts as it resolves: a unit corrupted afterwards adds nothing', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 6, hand: ['Spreading Darkness', 'Seduced by Darkness'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm1', corrupt: true }, { card: 'Mountain Brigade', as: 'm2' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@a' },
        { type: 'play', card: 'Spreading Darkness' },
        { type: 'pass' },
        { expect: { '@a.power': 4 } },
        { type: 'play', card: 'Seduced by Darkness' },
        { type: 'target', target: '@m2' },
        { expect: { '@m2.corrupt': true, '@a.power': 4 } },
        // (both Brigades corrupt: P2 has no defender to declare)
        { type: 'assign', target: 'kingdom', amount: 4 },
      ],
      expect: { 'p2.kingdom.damage': 4 },
    });
  });
});
