import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Nordland Halberdiers', () => {
  it("is played from hand in the opponent's battlefield phase, after attackers are declared, and can then defend", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 5, hand: [{ card: 'Nordland Halberdiers', as: 'nh' }, { card: 'Peasant Militia', as: 'pm' }] },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 1 }, // (not yet: the battlefield phase's first window)
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 1 }, // (nor once the zone is chosen)
        { type: 'attacker', card: '@ck' },
        // only the Halberdiers may be played now; not another unit, not into the quest zone's quest
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: '@nh', zone: 'kingdom' }, { type: 'play', card: '@nh', zone: 'quest' }], exclude: [{ type: 'play', card: '@pm', zone: 'kingdom' }, { type: 'develop', card: '@pm', zone: 'kingdom' }] } } },
        { type: 'play', card: '@pm', zone: 'kingdom', illegal: 'only in your own capital phase' },
        { type: 'play', card: '@nh', zone: 'kingdom' },
        // cost 4 + 2 loyalty less the Empire symbol
        { expect: { '@nh.loc': 'kingdom', 'p1.resources': 0 } },
        { type: 'defender', card: '@nh', player: 1 },
        { type: 'assign', target: '@nh', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
      ],
      expect: { '@nh.loc': 'discard', '@ck.damage': 2, 'p1.kingdom.damage': 1 },
    });
  });

  it('may be played in response to an action: it enters play before that action resolves', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 5, hand: [{ card: 'Nordland Halberdiers', as: 'nh' }] },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'rbt' }] } },
        ['empire', 'dark-elf'],
      ),
      decisions: [
        { type: 'use', card: '@rbt', ability: 'action', player: 2 },
        { type: 'play', card: '@nh', zone: 'battlefield', player: 1 },
        { expect: { '@nh.loc': 'battlefield' } },
        // the 2 indirect damage can now go on the Halberdiers
        { type: 'assign', target: '@nh', amount: 1, player: 1 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 1 },
      ],
      expect: { '@nh.damage': 1, 'p1.kingdom.damage': 1 },
    });
  });

  it('is also played normally in your capital phase; without the resources it cannot be', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Nordland Halberdiers', as: 'nh' }] }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@nh', zone: 'quest' }],
      expect: { '@nh.loc': 'quest', 'p1.resources': 0 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 4, hand: [{ card: 'Nordland Halberdiers', as: 'nh' }] }, { hand: ['Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [{ type: 'pass', player: 2 }, { type: 'play', card: '@nh', zone: 'quest', player: 1, illegal: 'costs 5' }],
    });
  });
});
