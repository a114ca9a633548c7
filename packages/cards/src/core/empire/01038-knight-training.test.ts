import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Knight Training', () => {
  it('attaches only to a unit in your battlefield, which has +1 power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Knight Training'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Knight Training', zone: 'kingdom', target: '@k', illegal: 'cannot be attached' },
        { type: 'play', card: 'Knight Training', zone: 'battlefield', target: '@o', illegal: 'cannot be attached' },
        { type: 'play', card: 'Knight Training', zone: 'battlefield', target: '@b' },
      ],
      expect: { '@b.power': 2, '@k.power': 1, '@o.power': 1, 'p1.battlefield.supports': ['Knight Training'], 'p1.resources': 1 },
    });
  });

  it('stays attached, still giving +1 power, when its unit moves out of the battlefield (FAQ: zone requirement on entry only)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Pistoliers', as: 'p' }, { card: 'Knight Training', as: 'kt', attachedTo: '@p' }] } },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { expect: { '@p.power': 2 } },
        { type: 'use', card: '@p', ability: 'action' },
        { type: 'target', target: 'kingdom', owner: 1 },
      ],
      expect: { '@p.loc': 'kingdom', '@kt.loc': 'kingdom', '@p.power': 2, 'p1.kingdom.supports': ['Knight Training'] },
    });
  });
});
