import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const use = { type: 'use', card: '@m', ability: 'action' };

describe('Morathi', () => {
  it("for 2 resources a target unit of either player has no power until the end of the turn", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], legend: { card: 'Morathi', as: 'm' }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [
        use,
        { expect: { options: { include: [{ type: 'target', target: '@o' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@o' },
        { expect: { '@o.power': 0, '@mine.power': 1, 'p1.resources': 1, 'p2.kingdom.power': 3 } },
        { type: 'pass' },
        { type: 'pass' },
        // the opponent's turn: the unit has its power back
        { expect: { turn: 4, active: 2, '@o.power': 2 } },
      ],
    });
  });

  it('cannot be used with fewer than 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], legend: { card: 'Morathi', as: 'm' } }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ ...use, illegal: '' }],
    });
  });

  it('the resources stay spent when the target has left play before it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], legend: { card: 'Morathi', as: 'm' } },
        { resources: 5, hand: ['Plague Bomb'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o', damage: 2 }, 'Chaos Knights', 'Mountain Brigade'] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        use,
        { type: 'target', target: '@o' },
        { type: 'play', card: 'Plague Bomb', player: 2 },
        { type: 'target', target: 'Chaos Knights', player: 2 },
        { type: 'target', target: '@o', player: 2 },
      ],
      expect: { '@o.loc': 'discard', 'p1.resources': 0 },
    });
  });
});
