import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const lBoard = (zone: 'battlefield' | 'quest' = 'battlefield', devs = 2) =>
  board(
    {
      hand: ['Mountain Brigade'],
      [zone]: { cards: [{ card: 'Lokhir Fellheart', as: 'l' }, { card: 'Black Orc Squad', as: 'own' }], developments: Array.from({ length: devs }, () => '01001') },
      kingdom: { cards: [{ card: 'Chaos Knights', as: 'homeK' }], developments: ['01001', '01001', '01001'] },
    },
    {
      battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Chaos Knights', as: 'ck', damage: 2 }], developments: ['01001'] },
      kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirK' }] },
    },
    ['dark-elf', 'dwarf'],
  );

describe('Lokhir Fellheart', () => {
  it('as your turn begins, a target unit in any battlefield loses 1 hit point per development in his zone, for that turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: lBoard(),
      decisions: [
        { type: 'use', card: '@l', ability: 'action' },
        // any battlefield, his own units included; not a unit in another zone
        { expect: { options: { include: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@own' }, { type: 'target', target: '@ck' }], exclude: [{ type: 'target', target: '@theirK' }, { type: 'target', target: '@homeK' }] } } },
        { type: 'target', target: '@mb' },
        // 2 developments in his battlefield (not the 3 of his kingdom nor the opponent's): 6 - 2
        { expect: { '@mb.hitPoints': 4 } },
        // once: it is not offered again that turn
        { expect: { phase: 'capital', prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@l', ability: 'action' }] } } },
      ],
    });
  });

  it('destroys a unit left with no more hit points than its damage; the loss ends with the turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: lBoard(),
      decisions: [{ type: 'use', card: '@l', ability: 'action' }, { type: 'target', target: '@ck' }, { expect: { '@ck.loc': 'discard' } }],
    });
    expectScenario({
      phase: 'beginTurn',
      turn: 3,
      players: lBoard(),
      decisions: [
        { type: 'use', card: '@l', ability: 'action' },
        { type: 'target', target: '@own' },
        { expect: { '@own.hitPoints': 2 } },
        { type: 'pass' }, // capital phase
        { type: 'pass' }, // no attack
        { expect: { turn: 4 } },
      ],
      expect: { '@own.hitPoints': 4 },
    });
  });

  it('gone before it resolves, the loss still counts the developments of his player\'s battlefield (the effect exists on its own)', () => {
    const players = lBoard();
    players[1] = { ...players[1], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } };
    expectScenario({
      phase: 'beginTurn',
      players,
      decisions: [
        { type: 'use', card: '@l', ability: 'action' },
        { type: 'target', target: '@mb' },
        // in response the opponent's Lobber Crew makes him sacrifice a unit: he picks Lokhir
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { type: 'target', target: '@l', player: 1 },
        { expect: { '@l.loc': 'discard', '@mb.hitPoints': 4 } },
      ],
    });
  });

  it('is optional, works only from the battlefield, and only as your own turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      players: lBoard(),
      decisions: [{ type: 'pass', player: 1 }, { expect: { phase: 'capital', '@mb.hitPoints': 6, '@own.hitPoints': 4 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: lBoard('quest'),
      // no window at the start of the turn for it: the first prompt is in the capital phase
      decisions: [{ expect: { phase: 'capital', options: { exclude: [{ type: 'use', card: '@l', ability: 'action' }] } } }],
    });
    expectScenario({
      phase: 'capital',
      players: lBoard(),
      decisions: [{ type: 'use', card: '@l', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: lBoard(),
      // (had it triggered, its player would have been offered it in a window at the start of the turn)
      decisions: [{ expect: { phase: 'capital', 'prompt.player': 2 } }],
    });
  });
});
