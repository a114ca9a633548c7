import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const sBoard = (zone: 'kingdom' | 'quest' = 'kingdom') =>
  board(
    { hand: ['Mountain Brigade'], [zone]: { cards: [{ card: 'Shrine of Asuryan', as: 's' }, { card: 'Shadow Warrior', as: 'c', corrupt: true }, { card: 'Loremaster of Hoeth', as: 'ok' }] } },
    { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'e', corrupt: true }] } },
    ['high-elf', 'orc'],
  );

describe('Shrine of Asuryan', () => {
  it('at the start of your turn restores one target corrupted unit, yours or the opponent\'s, once', () => {
    expectScenario({
      phase: 'beginTurn',
      players: sBoard(),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@c' }, { type: 'target', target: '@e' }], exclude: [{ type: 'target', target: '@ok' }] } } },
        { type: 'target', target: '@e' },
        { expect: { '@e.corrupt': false, '@c.corrupt': true } },
        // once: the next prompt is the kingdom phase's own restore, with no further use
        { expect: { 'prompt.kind': 'restore', options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });

  it('is optional, only in the kingdom, and only at the start of your turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: sBoard(),
      decisions: [{ type: 'pass', player: 1 }, { expect: { '@e.corrupt': true, '@c.corrupt': true } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: sBoard('quest'),
      // no window at the start of the turn for it: the first prompt is the kingdom phase's restore
      decisions: [{ expect: { 'prompt.kind': 'restore', options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } }],
    });
    expectScenario({
      phase: 'capital',
      players: sBoard(),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    // the start of the opponent's turn does not trigger it
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: sBoard(),
      // (had it triggered, its player would have been offered it in a window at the start of the turn)
      decisions: [{ expect: { phase: 'kingdom', 'prompt.player': 2 } }],
    });
  });
});
