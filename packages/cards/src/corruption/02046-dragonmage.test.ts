import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dragonmage', () => {
  it('of each damage it would be dealt, all but 1 point is cancelled', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Dragonmage', as: 'd' }] } },
        { resources: 9, hand: [{ card: 'Flames of Tzeentch', as: 'f1' }, { card: 'Flames of Tzeentch', as: 'f2' }, 'Mountain Brigade'] },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@f1', x: 3, player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@d.damage': 1, log: ['cancels 2 damage'] } },
        { type: 'play', card: '@f2', x: 2, player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@d.damage': 2, '@d.loc': 'kingdom' } },
      ],
    });
  });

  it('in combat, a big hit deals it 1; the attacker must put all of his damage on it while it cannot die of it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] } },
        { kingdom: { cards: [{ card: 'Dragonmage', as: 'd' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@ck2' },
        { type: 'defender', card: '@d', player: 2 },
        { expect: { options: { exclude: [{ type: 'assign', target: 'kingdom', amount: 1 }] } } },
        { type: 'assign', target: '@d', amount: 6 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
      ],
      expect: { '@d.damage': 1, '@d.loc': 'kingdom', 'p2.kingdom.damage': 0 },
    });
  });

  it('damage that cannot be cancelled is dealt in full (Counterstrike)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Dragonmage', as: 'd' }] } }, { kingdom: { cards: [{ card: 'Reiksguard Knights', as: 'rk' }] } }, ['high-elf', 'empire']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@d' },
        { type: 'defender', card: '@rk', player: 2 },
        { expect: { '@d.damage': 2 } },
      ],
    });
  });
  it('indirect damage: its player may put 1 on it (all of it is dealt), never more in one assignment', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Dragonmage', as: 'd' }] } },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['high-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { expect: { prompt: { player: 1, kind: 'assignIndirect' }, options: { include: [{ type: 'assign', target: '@d', amount: 1 }], exclude: [{ type: 'assign', target: '@d', amount: 2 }] } } },
        { type: 'assign', target: '@d', amount: 1, player: 1 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 1 },
      ],
      expect: { '@d.damage': 1, 'p1.kingdom.damage': 1 },
    });
  });
});
