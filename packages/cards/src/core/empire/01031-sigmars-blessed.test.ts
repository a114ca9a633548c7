import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Sigmar's Blessed", () => {
  it('when destroyed, its controller must return a target unit of either player from the zone it left', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: "Sigmar's Blessed", as: 's' }, { card: 'Peasant Militia', as: 'p' }] }, quest: { cards: [{ card: 'Peasant Militia', as: 'q' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@s' },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@s', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@c', amount: 1, player: 1 },
        // no "pass": it is Forced; its own units in that zone are legal too, other zones are not
        {
          expect: {
            '@s.loc': 'discard',
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@p' }], exclude: [{ type: 'target', target: '@c' }, { type: 'target', target: '@q' }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: '@k' },
      ],
      expect: { '@k.loc': 'hand', 'p2.hand': ['Black Orc Squad'], '@p.loc': 'kingdom', '@q.loc': 'quest' },
    });
  });

  it('triggers however it leaves play (here sacrificed), and the unit goes to its owner’s hand', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: "Sigmar's Blessed", as: 's' }, { card: 'Black Orc Squad', as: 'stolen', owner: 2 }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] }, quest: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { type: 'target', target: '@s', player: 1 }, // P1 sacrifices the Blessed
        { expect: { '@s.loc': 'discard', prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@stolen' }], exclude: [{ type: 'target', target: '@mb' }] } } },
        { type: 'target', target: '@stolen' },
      ],
      expect: { '@stolen.loc': 'hand', 'p2.hand': ['Black Orc Squad', 'Mountain Brigade'], 'p1.hand': [], '@ck.loc': 'quest' },
    });
  });

  it('does nothing when the zone it left holds no unit', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ quest: { cards: [{ card: "Sigmar's Blessed", as: 's' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } }, { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } }),
      decisions: [{ type: 'use', card: '@lc', ability: 'action', player: 2 }, { type: 'target', target: '@s', player: 1 }],
      expect: { '@s.loc': 'discard', '@mb.loc': 'kingdom', log: ['no valid'] },
    });
  });
});
