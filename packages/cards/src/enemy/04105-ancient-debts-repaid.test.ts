import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Ancient Debts Repaid', () => {
  it('its tokens pay for a card played from hand, as resources of the pool', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: [{ card: 'Mountain Brigade', as: 'mb' }, 'Mountain Brigade'],
          quest: { cards: [{ card: 'Ancient Debts Repaid', as: 'a', tokens: 2 }, { card: 'Hammerer of Karak Azul', questing: '@a' }] },
        },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@mb', zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'pay' }, options: { include: [{ type: 'target', target: '@a' }] } } },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@a' },
      ],
      expect: { '@a.tokens': 0, 'p1.resources': 0, '@mb.loc': 'kingdom' },
    });
  });

  it('its tokens do not pay for an action\'s cost', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 0,
          hand: ['Mountain Brigade'],
          battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] },
          quest: { cards: [{ card: 'Ancient Debts Repaid', as: 'a', tokens: 2 }, { card: 'Hammerer of Karak Azul', questing: '@a' }] },
        },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@r', ability: 'action', illegal: '' }],
      expect: { '@a.tokens': 2 },
    });
  });

  it('gains a token when a Dwarf unit goes from play to your discard pile while a unit quests here (not an opponent\'s unit, nor a non-Dwarf one)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 8,
          hand: [{ card: 'Bloodburn Poison', as: 'p1' }, { card: 'Bloodburn Poison', as: 'p2' }, { card: 'Bloodburn Poison', as: 'p3' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'ml', damage: 5 }, { card: 'Shades', as: 'sh' }] },
          quest: { cards: [{ card: 'Ancient Debts Repaid', as: 'a' }, { card: 'Mountain Brigade', questing: '@a' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs', damage: 5 }, 'Black Orc Squad'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@p1' },
        { type: 'target', target: '@theirs' },
        // (P1 could respond with another copy: he passes and it resolves)
        { type: 'pass' },
        { expect: { '@theirs.loc': 'discard', '@a.tokens': 0 } },
        { type: 'play', card: '@p2' },
        { type: 'target', target: '@sh' },
        { type: 'pass' },
        { expect: { '@sh.loc': 'discard', '@a.tokens': 0 } },
        { type: 'play', card: '@p3' },
        { type: 'target', target: '@ml' },
      ],
      expect: { '@ml.loc': 'discard', '@a.tokens': 1 },
    });
  });

  it('no token with no unit questing here', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Bloodburn Poison', as: 'p1' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'ml', damage: 5 }] }, quest: { cards: [{ card: 'Ancient Debts Repaid', as: 'a' }, 'Mountain Brigade'] } },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@p1' }, { type: 'target', target: '@ml' }],
      expect: { '@ml.loc': 'discard', '@a.tokens': 0 },
    });
  });

  it('a development of yours destroyed counts by its printed card: a Dwarf unit card gives a token, a support card none (FAQ Q&A Offering to Hekarti)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        {
          quest: { cards: [{ card: 'Ancient Debts Repaid', as: 'a' }, { card: 'Mountain Brigade', questing: '@a' }], developments: [{ card: 'Forge', as: 's' }] },
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'u' }] },
        },
        { resources: 8, quest: { cards: [{ card: 'Cultist of Slaanesh', as: 'cult' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@cult', ability: 'action', player: 2 },
        { type: 'target', target: '@s', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@s.loc': 'discard', '@a.tokens': 0 } },
        // the Mountain Brigade is the only development left: the target is made for P2
        { type: 'use', card: '@cult', ability: 'action', player: 2 },
      ],
      expect: { '@u.loc': 'discard', '@a.tokens': 1 },
    });
  });
});
