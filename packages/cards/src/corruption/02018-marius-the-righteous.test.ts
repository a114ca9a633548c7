import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Marius the Righteous', () => {
  it('in the quest zone, spends 1 to deal 1 damage to a target corrupted unit in a battlefield, as often as he can pay', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Marius the Righteous', as: 'm' }] }, battlefield: { cards: [{ card: 'Huntsmen', as: 'mine', corrupt: true }] } },
        {
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', corrupt: true }, { card: 'Black Orc Squad', as: 'clean' }] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k', corrupt: true }] },
        },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@m', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@clean' }, { type: 'target', target: '@k' }] } } },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 }, // (he could answer his own action with another use)
        { expect: { '@b.damage': 1, 'p1.resources': 1 } },
        { type: 'use', card: '@m', ability: 'action' },
        { type: 'target', target: '@b' },
        { expect: { '@b.damage': 2, 'p1.resources': 0 } },
        { type: 'use', card: '@m', ability: 'action', illegal: 'costs more' },
      ],
    });
  });

  it('works only in the quest zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Marius the Righteous', as: 'm' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', corrupt: true }] } },
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@m', ability: 'action', illegal: 'only in the quest' }],
    });
  });
});
