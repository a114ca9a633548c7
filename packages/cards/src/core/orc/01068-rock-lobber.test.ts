import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Rock Lobber', () => {
  it('spends 2 and sacrifices a unit of yours in its zone to deal 2 damage to a capital section, once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Mountain Brigade'],
          battlefield: { cards: [{ card: 'Rock Lobber', as: 'r' }, { card: 'Lobber Crew', as: 'a' }, { card: 'Lobber Crew', as: 'b' }] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] },
        },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        // the sacrifice is a cost: only your units in this zone
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@k' }, { type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@a' },
        { expect: { '@a.loc': 'discard', 'p1.resources': 3 } },
        // on resolution: any section of either capital
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 2 },
        { expect: { 'p2.quest.damage': 2, '@m.damage': 0 } },
        { type: 'use', card: '@r', ability: 'action', illegal: 'already used this turn' },
      ],
      expect: { '@b.loc': 'battlefield' },
    });
  });

  it('cannot be used without a unit of yours in its zone, without 2 resources, or outside the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Rock Lobber', as: 'r' }] }, kingdom: { cards: ['Black Orc Squad'] } }, { battlefield: { cards: ['Mountain Brigade'] } }),
      decisions: [{ type: 'use', card: '@r', ability: 'action', illegal: 'its cost cannot be paid' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Rock Lobber', as: 'r' }, 'Black Orc Squad'] } }),
      decisions: [{ type: 'use', card: '@r', ability: 'action', illegal: 'costs more' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Rock Lobber', as: 'r' }, 'Black Orc Squad'] } }),
      decisions: [{ type: 'use', card: '@r', ability: 'action', illegal: 'only in the battlefield' }],
    });
  });

  it('resolves even when the Rock Lobber is destroyed in response; its costs stay paid', () => {
    // FAQ Card Effects: the effect exists independently of its source — a Rock Lobber destroyed in response still deals its damage.
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Rock Lobber', as: 'r' }, { card: 'Lobber Crew', as: 'a' }] } },
        { resources: 5, hand: ['Pillage'] },
        ['orc', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'play', card: 'Pillage', player: 2 }, // the Rock Lobber is the only support: targeted for him
        { expect: { '@a.loc': 'discard', '@r.loc': 'discard', 'p1.resources': 3 } },
        { type: 'target', target: 'battlefield', owner: 2 },
      ],
      expect: { 'p2.battlefield.damage': 2 },
    });
  });
});
