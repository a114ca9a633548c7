import { describe, expect, it } from 'vitest';
import { board, enableTricksters, expectScenario, logIndex } from '../helpers.js';

// Test-only actions on Tricksters give both players something to do in every action window.
enableTricksters();

const both = (p1: string[], p2: string[]) =>
  board({ hand: ['Wall'], kingdom: { cards: p1.map((as) => ({ card: 'Trickster', as })) } }, { hand: ['Wall'], kingdom: { cards: p2.map((as) => ({ card: 'Trickster', as })) } });

describe('action windows and the chain', () => {
  it('windows start with the active player; both passing in succession closes the window', () => {
    expectScenario({
      phase: 'kingdom',
      players: both(['a'], ['b']),
      decisions: [
        { expect: { phase: 'kingdom', prompt: { player: 1, kind: 'action' }, chain: 0 } },
        { type: 'pass', player: 1 },
        { expect: { phase: 'kingdom', prompt: { player: 2, kind: 'action' } } },
        { type: 'pass', player: 2 },
        // closed: on to the quest phase, whose window again starts with the active player
        { expect: { phase: 'quest', prompt: { player: 1, kind: 'action' } } },
      ],
    });
  });

  it('the same in the opponent\'s turn: player 2 active acts first', () => {
    expectScenario({
      active: 2,
      phase: 'kingdom',
      players: both(['a'], ['b']),
      expect: { phase: 'kingdom', prompt: { player: 2, kind: 'action' } },
    });
  });

  it('an action between two passes keeps the window open', () => {
    expectScenario({
      phase: 'kingdom',
      players: both(['a1', 'a2'], ['b1', 'b2']),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'use', card: '@b1', ability: 'trick', player: 2 }, // starts a chain
        { expect: { chain: 1, prompt: { player: 1, kind: 'action' }, phase: 'kingdom' } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 }, // two passes in succession: the chain resolves
        // B-4: the window reopens with the player after the one who started the chain
        { expect: { chain: 0, phase: 'kingdom', prompt: { player: 1, kind: 'action' }, log: ['Trickster#'] } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
      ],
      expect: { phase: 'quest' },
    });
  });

  it('after a chain started by the active player resolves, the opponent acts first', () => {
    expectScenario({
      phase: 'kingdom',
      players: both(['a1', 'a2'], ['b1', 'b2']),
      decisions: [
        { type: 'use', card: '@a1', ability: 'trick', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { chain: 0, prompt: { player: 2, kind: 'action' }, phase: 'kingdom' } },
      ],
    });
  });

  it('the chain resolves last in, first out', () => {
    const r = expectScenario({
      phase: 'kingdom',
      players: both(['a1', 'a2'], ['b1', 'b2']),
      decisions: [
        { type: 'use', card: '@a1', ability: 'trick', player: 1 },
        { type: 'use', card: '@b1', ability: 'trick', player: 2 },
        { type: 'use', card: '@a2', ability: 'trick', player: 1 },
        { expect: { chain: 3, prompt: { player: 2, kind: 'action' } } },
        { type: 'pass', player: 2 }, // b2 still available, but passes; P1 has nothing left and passes automatically
        { expect: { chain: 0 } },
      ],
    });
    const s = r.state;
    // kingdom cards are listed in scenario order: [a1, a2] and [b1, b2]
    const ids = (alias: string) => s.players[alias.startsWith('a') ? 0 : 1].zones.kingdom.cards[alias.endsWith('1') ? 0 : 1]!;
    const a1 = logIndex(s, `Trickster#${ids('a1')} resolves`);
    const b1 = logIndex(s, `Trickster#${ids('b1')} resolves`);
    const a2 = logIndex(s, `Trickster#${ids('a2')} resolves`);
    expect(a2).toBeGreaterThan(-1);
    expect(b1).toBeGreaterThan(a2);
    expect(a1).toBeGreaterThan(b1);
  });

  it('playing a card: it goes on the chain, the opponent gets priority, and it enters play when both pass', () => {
    expectScenario({
      players: board({ resources: 3, hand: [{ card: 'Brute', as: 'b' }, 'Wall'] }, { kingdom: { cards: [{ card: 'Trickster', as: 't' }] } }),
      decisions: [
        { type: 'play', card: '@b', zone: 'kingdom', player: 1 },
        { expect: { chain: 1, '@b.loc': 'chain', prompt: { player: 2, kind: 'action' } } },
        { type: 'pass', player: 2 }, // P1 cannot act with a chain open: he passes automatically
        { expect: { chain: 0, '@b.loc': 'kingdom' } },
        // the window reopens with P2 (after the chain's starter); he passes again
        { expect: { prompt: { player: 2, kind: 'action' } } },
        { type: 'pass', player: 2 },
      ],
      expect: { prompt: { player: 1, kind: 'action' }, phase: 'capital' },
    });
  });

  it('a player with no legal action passes automatically; an empty window does not prompt at all', () => {
    expectScenario({
      phase: 'kingdom',
      players: board({ hand: ['Wall'] }),
      expect: { phase: 'capital', prompt: { player: 1, kind: 'action' } },
    });
  });
});
