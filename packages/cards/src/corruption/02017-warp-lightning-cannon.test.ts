import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Warp Lightning Cannon', () => {
  it('attaches to any unit (an opponent\'s too) and corrupts it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Warp Lightning Cannon', 'Mountain Brigade'] }, { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: 'Warp Lightning Cannon', zone: 'battlefield', target: '@b' }],
      expect: { '@b.corrupt': true, '@b.power': 1 },
    });
  });

  it('gives +3 power only while the unit attacks or defends', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Warp Lightning Cannon', attachedTo: '@b' }, { card: 'Black Orc Squad', as: 'other' }] } },
        {},
        ['skaven', 'orc'],
      ),
      decisions: [
        { expect: { '@b.power': 1 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { expect: { '@b.power': 4, '@other.power': 1 } },
      ],
    });
  });
});
