import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Priest of Verena', () => {
  it("as your turn begins, moves an opponent's development to another zone of his (its hit point moves with it)", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Priest of Verena', as: 'p' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { expect: { 'p2.kingdom.hitPoints': 9, 'p2.quest.hitPoints': 8 } },
        { type: 'use', card: '@p', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 1 }] } } },
        { type: 'target', target: 'quest', owner: 2 },
        { type: 'pass', player: 1 },
      ],
      expect: { '@d.loc': 'quest', '@d.faceDown': true, '@d.controller': 2, 'p2.kingdom.hitPoints': 8, 'p2.quest.hitPoints': 9 },
    });
  });

  it('may move one of your own developments; once per turn, not in the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Priest of Verena', as: 'p' }, 'Flagellants'] }, battlefield: { developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@p', ability: 'action' },
        { type: 'pass', player: 1 },
        { type: 'target', target: 'kingdom', owner: 1 },
        { expect: { '@d.loc': 'kingdom' } },
        { type: 'use', card: '@p', ability: 'action', illegal: 'first opportunity' },
      ],
    });
  });

  it("does not trigger as the opponent's turn begins", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Priest of Verena', as: 'p' }, 'Flagellants'] } },
        { hand: ['Mountain Brigade'], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@p', ability: 'action', illegal: 'first opportunity' }],
      expect: { '@d.loc': 'kingdom' },
    });
  });
});
