import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Nurgle Sorcerer', () => {
  it('from the quest zone, spends 3 to deal 1 damage to any unit, 2 to a corrupted one', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: ['Seduced by Darkness'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 's' }] }, kingdom: { cards: [{ card: 'Dark Zealot', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'c', corrupt: true }, { card: 'Mountain Brigade', as: 'u' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@c' }, { type: 'target', target: '@u' }, { type: 'target', target: '@own' }, { type: 'target', target: '@s' }] } } },
        { type: 'target', target: '@c' },
        // with resources left P1 could use it again, so he passes to let it resolve
        { type: 'pass' },
        { expect: { '@c.damage': 2, 'p1.resources': 5 } },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@u' },
        { type: 'pass' },
        { expect: { '@u.damage': 1, 'p1.resources': 2, prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@s', ability: 'action', illegal: 'costs' },
      ],
      expect: { '@u.damage': 1, '@c.damage': 2, 'p1.resources': 2 },
    });
  });

  it('reads corruption as it resolves, and keeps its cost paid when its target is gone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Seduced by Darkness', 'Flames of Tzeentch'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'u' }, { card: 'Dark Zealot', as: 'z', damage: 2 }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@u' },
        // in response, corrupt the target: it then takes 2
        { type: 'play', card: 'Seduced by Darkness' },
        { type: 'target', target: '@u' },
        { type: 'pass' }, // Seduced by Darkness resolves, then the Sorcerer
        { expect: { '@u.corrupt': true, '@u.damage': 2, 'p1.resources': 7 } },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@z' },
        // in response, Flames of Tzeentch destroys the target first
        { type: 'play', card: 'Flames of Tzeentch', x: 1 },
        { type: 'target', target: '@z' },
        { type: 'pass' }, // Flames destroys the Zealot; the Sorcerer's effect then finds no target
      ],
      // 10 - 3 - 3 for the Sorcerer (kept paid) - 2 for Flames (X 1, loyalty 1)
      expect: { '@z.loc': 'discard', '@u.damage': 2, 'p1.resources': 2, chain: 0, log: ['its targets are no longer valid'] },
    });
  });

  it('works only from the quest zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Nurgle Sorcerer', as: 's' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'quest' }],
    });
  });
});
