import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Rock Lobber', () => {
  it('spends 2 and sacrifices a unit in its zone to deal 2 damage to a capital section, once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        resources: 5,
        hand: ['Mountain Brigade'],
        battlefield: { cards: [{ card: 'Rock Lobber', as: 'r' }, { card: 'Lobber Crew', as: 'a' }, { card: 'Lobber Crew', as: 'b' }] },
        kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] },
      }),
      decisions: [
        { type: 'use', card: '@r', ability: 0 },
        { expect: { options: { exclude: [{ type: 'target', target: '@k' }] } } },
        { type: 'target', target: '@a' },
        { type: 'target', target: 'quest', owner: 2 },
        { expect: { '@a.loc': 'discard', 'p2.quest.damage': 2, 'p1.resources': 3 } },
        { type: 'use', card: '@r', ability: 0, illegal: 'already used this turn' },
      ],
      expect: { '@b.loc': 'battlefield' },
    });
  });

  it('cannot be used without a unit of yours in its zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Rock Lobber', as: 'r' }] }, kingdom: { cards: ['Black Orc Squad'] } }),
      decisions: [{ type: 'use', card: '@r', ability: 0, illegal: 'no legal target' }],
    });
  });
});
