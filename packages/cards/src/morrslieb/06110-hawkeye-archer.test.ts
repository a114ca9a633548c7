import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const P2 = { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Chaos Knights', as: 'ck' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] } };

describe('Hawkeye Archer', () => {
  it("at the beginning of your turn: 1 damage to a unit in a corresponding zone; its controller chooses to take it", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hawkeye Archer', as: 'ha' }] } }, P2, ['high-elf', 'chaos']),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@ha', ability: 'action' }] } } },
        { type: 'use', card: '@ha', ability: 'action' },
        // units in either kingdom; not a quest unit
        { expect: { options: { include: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@ck' }, { type: 'target', target: '@ha' }], exclude: [{ type: 'target', target: '@q' }] } } },
        { type: 'target', target: '@mb' },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'mode', index: 1, player: 2 },
      ],
      expect: { '@mb.damage': 1, '@ck.loc': 'kingdom' },
    });
  });

  it('the controller of the target may instead sacrifice a unit of his (any zone, the target too): no damage', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hawkeye Archer', as: 'ha' }, { card: 'Dark Zealot', as: 'mine' }] } }, P2, ['high-elf', 'chaos']),
      decisions: [
        { type: 'use', card: '@ha', ability: 'action' },
        { type: 'target', target: '@mb' },
        { type: 'mode', index: 0, player: 2 },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@q' }, { type: 'target', target: '@mb' }, { type: 'target', target: '@ck' }], exclude: [{ type: 'target', target: '@mine' }, { type: 'target', target: '@ha' }] } } },
        { type: 'target', target: '@q', player: 2 },
      ],
      expect: { '@q.loc': 'discard', '@mb.damage': 0, '@mb.loc': 'kingdom' },
    });
  });

  it('aimed at one of your own units, you make that choice', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hawkeye Archer', as: 'ha' }, { card: 'Dark Zealot', as: 'mine' }] } }, P2, ['high-elf', 'chaos']),
      decisions: [
        { type: 'use', card: '@ha', ability: 'action' },
        { type: 'target', target: '@mine' },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'mode', index: 1, player: 1 },
      ],
      expect: { '@mine.damage': 1 },
    });
  });

  it("optional, at the first opportunity only; not at the beginning of the opponent's turn", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hawkeye Archer', as: 'ha' }, 'Flagellants'] } }, P2, ['high-elf', 'chaos']),
      decisions: [
        { type: 'pass' },
        { expect: { phase: 'kingdom', options: { exclude: [{ type: 'use', card: '@ha', ability: 'action' }] } } },
      ],
      expect: { '@mb.damage': 0 },
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hawkeye Archer', as: 'ha' }, 'Flagellants'] } }, { ...P2, hand: ['Mountain Brigade'] }, ['high-elf', 'chaos']),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@ha', ability: 'action' }] } } }],
    });
  });
});
