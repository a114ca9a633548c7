import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Chosen of Tzeentch', () => {
  it('in the quest zone, spends 1 to deal 1 damage to a target damaged unit, once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Chosen of Tzeentch', as: 'c' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'mine', damage: 1 }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 1 }, { card: 'Black Orc Squad', as: 'clean' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@c', ability: 'action' },
        // only damaged units, either player's
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@clean' }, { type: 'target', target: '@c' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@b.damage': 2, 'p1.resources': 2 } },
        { type: 'use', card: '@c', ability: 'action', illegal: 'already used this turn' },
      ],
    });
  });

  it('works only in the quest zone, and needs a damaged unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Chosen of Tzeentch', as: 'c' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 1 }] } },
        ['chaos', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'only in the quest' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Chosen of Tzeentch', as: 'c' }] } }, { kingdom: { cards: ['Black Orc Squad'] } }, ['chaos', 'orc']),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'no legal target' }],
    });
  });

  it('a target healed in response is no longer legal: nothing happens, the resource stays spent', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Chosen of Tzeentch', as: 'c' }] } },
        { resources: 3, hand: ['Greater Heal'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 1 }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@c', ability: 'action' },
        { type: 'play', card: 'Greater Heal', player: 2 },
      ],
      expect: { '@b.damage': 0, 'p1.resources': 0, log: ['no longer valid'] },
    });
  });
});
