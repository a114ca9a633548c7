import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blessing of Valaya', () => {
  it('the next 2 damage dealt to the first target unit go to the second instead, over several hits, then it stops', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 2, hand: ['Blessing of Valaya'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Defender of the Hold', as: 'dh' }] } },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'rbt' }, { card: 'Chaos Knights', as: 'ck' }, { card: 'Dark Zealot', as: 'dz' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@rbt', ability: 'action', player: 2 },
        { type: 'play', card: 'Blessing of Valaya', player: 1 },
        { type: 'target', target: '@mb' },
        // the second target is another unit
        { expect: { options: { include: [{ type: 'target', target: '@dz' }, { type: 'target', target: '@dh' }], exclude: [{ type: 'target', target: '@mb' }] } } },
        { type: 'target', target: '@dz' },
        // the indirect damage: 1 on the Brigade goes to the Zealot
        { type: 'assign', target: '@mb', amount: 1, player: 1 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 1 },
        { expect: { '@mb.damage': 0, '@dz.damage': 1, 'p1.kingdom.damage': 1, log: ['Blessing of Valaya#0 redirects 1 damage'] } },
        // 1 of the 2 is left: of 3 combat damage on the Brigade, 1 goes to the Zealot and 2 stay
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass' },
        { type: 'defender', card: '@mb', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@mb', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
        { expect: { '@mb.damage': 2, '@dz.damage': 2, '@ck.damage': 2 } },
      ],
    });
  });

  it('redirects damage that cannot be cancelled too (Counterstrike)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Blessing of Valaya', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        { kingdom: { cards: [{ card: 'Reiksguard Knights', as: 'rk' }, { card: 'Dark Zealot', as: 'dz' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'play', card: 'Blessing of Valaya' },
        { type: 'target', target: '@mb' },
        { type: 'target', target: '@dz' },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@mb' },
        { type: 'defender', card: '@rk', player: 2 },
        { type: 'pass', player: 2 },
        // Counterstrike 2 lands on the Zealot
        { expect: { '@mb.damage': 0, '@dz.damage': 2 } },
      ],
    });
  });

  it('once the second unit has left play, nothing is redirected', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Blessing of Valaya', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Lobber Crew', as: 'lc' }] } },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'rbt' }, { card: 'Dark Zealot', as: 'dz' }] } },
        ['dwarf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: 'Blessing of Valaya' },
        { type: 'target', target: '@mb' },
        { type: 'target', target: '@dz' },
        { type: 'pass', player: 2 },
        // P1's Lobber Crew makes P2 sacrifice his only unit, the Zealot
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass', player: 2 },
        { expect: { '@dz.loc': 'discard' } },
        { type: 'use', card: '@rbt', ability: 'action', player: 2 },
        { type: 'assign', target: '@mb', amount: 2, player: 1 },
      ],
      expect: { '@mb.damage': 2 },
    });
  });

  it('ends with the turn it was played in', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Blessing of Valaya'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        { resources: 0, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'rbt' }, { card: 'Dark Zealot', as: 'dz' }] } },
        ['dwarf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: 'Blessing of Valaya' },
        { type: 'target', target: '@mb' }, // the Zealot is then the only other unit
        { expect: { turn: 4, phase: 'kingdom', prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@rbt', ability: 'action', player: 2 },
        { type: 'assign', target: '@mb', amount: 2, player: 1 },
      ],
      expect: { '@mb.damage': 2, '@dz.damage': 0 },
    });
  });

  it('needs two different units', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Blessing of Valaya', 'Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Blessing of Valaya', illegal: 'no legal target' }],
    });
  });
});
