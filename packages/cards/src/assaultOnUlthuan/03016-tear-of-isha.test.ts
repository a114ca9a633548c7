import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const tBoard = () =>
  board(
    { resources: 2, hand: [{ card: 'Tear of Isha', as: 'tear' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Caradryan', as: 'c', damage: 2 }, { card: 'Shadow Warrior', as: 'sw' }] } },
    { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'e', damage: 3 }] } },
    ['high-elf', 'orc'],
  );

describe('Tear of Isha', () => {
  it('removes all the damage on one target unit, and only on it', () => {
    expectScenario({
      phase: 'capital',
      players: tBoard(),
      decisions: [
        { type: 'play', card: '@tear' },
        { expect: { options: { include: [{ type: 'target', target: '@c' }, { type: 'target', target: '@e' }, { type: 'target', target: '@sw' }] } } },
        { type: 'target', target: '@c' },
      ],
      expect: { '@c.damage': 0, '@e.damage': 3, '@tear.loc': 'discard', 'p1.resources': 1 },
    });
  });

  it("may heal an opponent's unit", () => {
    expectScenario({
      phase: 'capital',
      players: tBoard(),
      decisions: [{ type: 'play', card: '@tear' }, { type: 'target', target: '@e' }],
      expect: { '@e.damage': 0, '@c.damage': 2 },
    });
  });
});
