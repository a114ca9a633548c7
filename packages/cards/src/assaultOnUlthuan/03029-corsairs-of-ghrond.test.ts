import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// Player 2 sacrifices his Lobber Crew: player 1 must sacrifice one of his units (the Corsairs, his only one).
const cBoard = (zone: 'battlefield' | 'kingdom') =>
  board(
    { [zone]: { cards: [{ card: 'Corsairs of Ghrond', as: 'c' }] } },
    {
      hand: ['Mountain Brigade'],
      kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Black Orc Squad', as: 'bos' }, { card: 'Chaos Knights', as: 'ck', damage: 2 }] },
    },
    ['dark-elf', 'orc'],
  );

describe('Corsairs of Ghrond', () => {
  it('leaving play from the battlefield, its controller must take 2 hit points off a target unit for the rest of the turn', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: cBoard('battlefield'),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        // Forced: no pass; any unit in play may be the target
        { expect: { '@c.loc': 'discard', prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@bos' }, { type: 'target', target: '@ck' }], exclude: [{ type: 'pass' }] } } },
        { type: 'target', target: '@bos', player: 1 },
        { expect: { '@bos.hitPoints': 2, '@ck.hitPoints': 4 } },
        // only for that turn: the next turn it has its 4 hit points again
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
      ],
      // (the turns after run by themselves: no one has anything to do)
      expect: { turn: 5, '@bos.hitPoints': 4, '@bos.loc': 'kingdom' },
    });
  });

  it('a unit left with no more hit points than its damage is destroyed', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: cBoard('battlefield'),
      decisions: [{ type: 'use', card: '@lc', ability: 'action', player: 2 }, { type: 'target', target: '@ck', player: 1 }],
      expect: { '@ck.loc': 'discard', '@bos.hitPoints': 4 },
    });
  });

  it('with no unit left in play to target, the Forced effect is cancelled and play goes on', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ battlefield: { cards: [{ card: 'Corsairs of Ghrond', as: 'c' }] } }, { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@lc', ability: 'action', player: 2 }, { expect: { '@c.loc': 'discard', '@lc.loc': 'discard', prompt: { player: 2, kind: 'action' }, log: ['the effect is cancelled'] } }],
    });
  });

  it('does nothing when it leaves play from another zone', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: cBoard('kingdom'),
      decisions: [{ type: 'use', card: '@lc', ability: 'action', player: 2 }, { expect: { '@c.loc': 'discard', 'prompt.player': 2, '@bos.hitPoints': 4, '@ck.hitPoints': 4 } }],
    });
  });
});
