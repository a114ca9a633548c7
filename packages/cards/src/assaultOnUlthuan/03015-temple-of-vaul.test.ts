import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const tBoard = () =>
  board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Temple of Vaul', as: 't' }] } }, { hand: ['Mountain Brigade'] }, ['high-elf', 'orc']);

describe('Temple of Vaul', () => {
  it('at the start of your turn you deal 2 damage to your own capital, split as you choose', () => {
    expectScenario({
      phase: 'beginTurn',
      players: tBoard(),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'pass' }] } } },
        { type: 'target', target: 'quest', owner: 1 },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { 'p1.quest.damage': 1, 'p1.battlefield.damage': 1, 'p1.kingdom.damage': 0, 'p2.kingdom.damage': 0 } },
      ],
    });
  });

  it('or both in one section', () => {
    expectScenario({
      phase: 'beginTurn',
      players: tBoard(),
      decisions: [
        { type: 'target', target: 'kingdom', owner: 1 },
        { type: 'target', target: 'kingdom', owner: 1 },
        { expect: { 'p1.kingdom.damage': 2, 'p1.quest.damage': 0 } },
      ],
    });
  });

  it('not at the start of the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: tBoard(),
      decisions: [{ expect: { 'prompt.player': 2, 'p1.kingdom.damage': 0, 'p1.quest.damage': 0, 'p1.battlefield.damage': 0 } }],
    });
  });
});
