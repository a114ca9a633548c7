import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const standardOn = (zone: 'kingdom' | 'quest' | 'battlefield', extra: Record<string, unknown> = {}) =>
  board(
    { hand: ['Mountain Brigade'], [zone]: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Battle Standard', as: 'bs', attachedTo: '@hu' }] }, ...extra },
    { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
    ['empire', 'orc'],
  );

describe('Battle Standard', () => {
  it('is played onto a unit you control only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Battle Standard', as: 'bs' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@bs', zone: 'kingdom', target: '@o', illegal: 'cannot be attached' },
        { type: 'play', card: '@bs', zone: 'quest', target: '@hu' },
      ],
      expect: { '@bs.loc': 'quest', 'p1.quest.supports': ['Battle Standard'] },
    });
  });

  it('as your battlefield phase begins, moves the attached unit, with the Standard, to another zone of yours', () => {
    expectScenario({
      phase: 'battlefield',
      players: standardOn('battlefield'),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@bs', ability: 'action' },
        // its own zone and the opponent's zones are not offered
        {
          expect: {
            options: {
              include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }],
              exclude: [{ type: 'target', target: 'battlefield', owner: 1 }, { type: 'target', target: 'kingdom', owner: 2 }],
            },
          },
        },
        { type: 'target', target: 'quest', owner: 1 },
        { expect: { '@hu.loc': 'quest', '@bs.loc': 'quest', 'p1.battlefield.units': [] } },
        { type: 'pass', player: 2 },
        // used once: it is not offered again in this window
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@bs', ability: 'action' }] } } },
        { type: 'use', card: '@bs', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it('a unit moved into the battlefield can then attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: standardOn('kingdom'),
      decisions: [
        { type: 'use', card: '@bs', ability: 'action' },
        { type: 'target', target: 'battlefield', owner: 1 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@hu' },
      ],
      expect: { '@hu.loc': 'battlefield', '@bs.loc': 'battlefield', 'combat.attackers': ['Huntsmen'] },
    });
  });

  it('is optional: declined as the phase begins, it cannot be used later in the phase', () => {
    expectScenario({
      phase: 'battlefield',
      // (the Tear of Isha in hand keeps his action windows open)
      players: standardOn('kingdom', { resources: 3, hand: ['Tear of Isha'], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } }),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom' },
        // the next action window, after the attacked zone is declared
        { expect: { prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@bs', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
      expect: { '@hu.loc': 'kingdom' },
    });
  });

  it("is not usable in other phases, nor as the opponent's battlefield phase begins", () => {
    expectScenario({
      phase: 'capital',
      players: standardOn('kingdom'),
      decisions: [{ type: 'use', card: '@bs', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: standardOn('kingdom'),
      decisions: [{ type: 'use', card: '@bs', ability: 'action', player: 1, illegal: 'first opportunity after its trigger' }],
      expect: { '@hu.loc': 'kingdom' },
    });
  });

  it('cannot be used when its unit has nowhere to go (a Hero, with a Hero of yours in each other zone)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          resources: 3,
          hand: ['Tear of Isha'],
          battlefield: { cards: [{ card: 'Thyrus Gorman', as: 't' }, { card: 'Battle Standard', as: 'bs', attachedTo: '@t' }] },
          kingdom: { cards: ['Durgnar the Bold'] },
          quest: { cards: ['Grimgor Ironhide'] },
        },
        {},
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@bs', ability: 'action', illegal: 'could not resolve' }],
      expect: { '@t.loc': 'battlefield' },
    });
  });
});
