import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const gobbla = (damage: number, p2: Record<string, unknown> = {}) =>
  board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Skarsnik and Gobbla', as: 's', damage }] } }, { ...p2 }, ['orc', 'empire']);

describe('Skarsnik and Gobbla', () => {
  it('removing 3 of its damage, it deals 1 damage to each opponent section, then you draw', () => {
    expectScenario({
      phase: 'capital',
      players: gobbla(3),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        // the cost is paid at once
        { expect: { '@s.damage': 0 } },
        { type: 'pass', player: 1 },
      ],
      expect: { '@s.damage': 0, 'p2.kingdom.damage': 1, 'p2.quest.damage': 1, 'p2.battlefield.damage': 1, 'p1.hand.count': 2, 'p1.kingdom.damage': 0 },
    });
  });

  it('cannot be used with fewer than 3 damage on it', () => {
    expectScenario({
      phase: 'capital',
      players: gobbla(2),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: '' }],
      expect: { '@s.damage': 2 },
    });
  });
});
