import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const hBoard = (zone: 'kingdom' | 'quest' = 'kingdom') =>
  board(
    { hand: ['Mountain Brigade'], [zone]: { cards: [{ card: 'Har Ganeth', as: 'h' }, { card: 'Shades', as: 'own' }] } },
    {
      hand: ['Mountain Brigade'],
      kingdom: {
        cards: [
          { card: 'Lobber Crew', as: 'lc' },
          { card: 'Naggaroth Spearmen', as: 'two' },
          // 4 hit points, 3 of them damaged: its hit points are still 4
          { card: 'Black Orc Squad', as: 'hurt', damage: 3 },
        ],
      },
    },
    ['dark-elf', 'orc'],
  );

describe('Har Ganeth', () => {
  it("at the start of your turn: a target unit with fewer than 2 hit points goes back to its owner's hand, once", () => {
    expectScenario({
      phase: 'beginTurn',
      players: hBoard(),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@h', ability: 'action' }] } } },
        { type: 'use', card: '@h', ability: 'action' },
        // 1 hit point: targets, either player's; 2 hit points, or 4 with damage, are not
        { expect: { options: { include: [{ type: 'target', target: '@lc' }, { type: 'target', target: '@own' }], exclude: [{ type: 'target', target: '@two' }, { type: 'target', target: '@hurt' }] } } },
        { type: 'target', target: '@lc' },
        { type: 'pass', player: 2 },
        { expect: { '@lc.loc': 'hand', 'p2.hand.count': 2, '@own.loc': 'kingdom', '@two.loc': 'kingdom', '@hurt.loc': 'kingdom' } },
        // once per trigger
        { type: 'use', card: '@h', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it('reads hit points as they are now: a 1-hit-point unit raised to 2 (Scrap Heap) is no target', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Har Ganeth', as: 'h' }, { card: 'Shades', as: 'own' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, 'Scrap Heap'] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { expect: { '@lc.hitPoints': 2 } },
        { type: 'use', card: '@h', ability: 'action' },
        // the Shades is the only target left, picked for its player
        { type: 'pass', player: 2 },
      ],
      expect: { '@own.loc': 'hand', '@lc.loc': 'kingdom' },
    });
  });

  it('may send back a unit of your own', () => {
    expectScenario({
      phase: 'beginTurn',
      players: hBoard(),
      decisions: [{ type: 'use', card: '@h', ability: 'action' }, { type: 'target', target: '@own' }, { type: 'pass', player: 2 }],
      expect: { '@own.loc': 'hand', 'p1.hand.count': 2, '@lc.loc': 'kingdom' },
    });
  });

  it("the unit goes to its owner's hand, not its controller's", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Har Ganeth', as: 'h' }, { card: 'Lobber Crew', as: 'lc', owner: 2 }] } },
        { hand: ['Mountain Brigade'] },
        ['dark-elf', 'orc'],
      ),
      // the Lobber Crew is the only target; its controller P1 may still answer with its own action
      decisions: [{ type: 'use', card: '@h', ability: 'action' }, { type: 'pass', player: 1 }, { expect: { '@lc.loc': 'hand', 'p2.hand.count': 2 } }],
    });
  });

  it('is optional, only in the kingdom, only at the start of your own turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: hBoard(),
      decisions: [{ type: 'pass', player: 1 }, { type: 'pass', player: 2 }, { expect: { phase: 'kingdom', '@lc.loc': 'kingdom', '@own.loc': 'kingdom' } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: hBoard('quest'),
      // P1 has nothing to use at the start of his turn: the window is P2's, and P1 is not offered it again
      decisions: [
        { expect: { phase: 'beginTurn', 'prompt.player': 2 } },
        { type: 'pass', player: 2 },
        { expect: { phase: 'kingdom', '@lc.loc': 'kingdom', '@own.loc': 'quest', options: { exclude: [{ type: 'use', card: '@h', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: hBoard(),
      decisions: [{ type: 'use', card: '@h', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    // the start of the opponent's turn does not trigger it
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: hBoard(),
      // (had it triggered, P1 would be offered it in this window once P2 passes)
      decisions: [{ expect: { phase: 'beginTurn', 'prompt.player': 2 } }, { type: 'pass', player: 2 }, { expect: { phase: 'kingdom', 'prompt.player': 2, '@lc.loc': 'kingdom' } }],
    });
  });

  it('with its target gone when it resolves, nothing else is returned', () => {
    expectScenario({
      phase: 'beginTurn',
      players: hBoard(),
      decisions: [
        { type: 'use', card: '@h', ability: 'action' },
        { type: 'target', target: '@lc' },
        // in response the Lobber Crew is sacrificed for its own action: P1 sacrifices his Shades
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
      ],
      expect: { '@lc.loc': 'discard', '@own.loc': 'discard', '@two.loc': 'kingdom', 'p2.hand.count': 1, chain: 0 },
    });
  });
});
