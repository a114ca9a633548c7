import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const nBoard = (tokens: number, questing = true) =>
  board(
    {
      quest: { cards: [{ card: 'Night Raids', as: 'q', tokens }, { card: 'Black Orc Squad', as: 'u', ...(questing ? { questing: '@q' } : {}) }] },
      battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] },
    },
    { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
    ['dark-elf', 'dwarf'],
  );

describe('Night Raids', () => {
  it('with 3 or more tokens, each of your units in every zone has +1 power; the opponent\'s do not', () => {
    expectScenario({
      players: nBoard(3),
      decisions: [],
      expect: { '@u.power': 2, '@mb.power': 3, '@theirs.power': 2, 'p1.battlefield.power': 3, 'p1.quest.power': 3 },
    });
  });

  it('gives nothing with fewer than 3 tokens', () => {
    expectScenario({ players: nBoard(2), decisions: [], expect: { '@u.power': 1, '@mb.power': 2 } });
  });

  it('gains a token as your turn begins while a unit quests on it (the third one switches the bonus on)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: nBoard(2),
      decisions: [{ expect: { phase: 'capital', '@q.tokens': 3, '@mb.power': 3 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: nBoard(2, false),
      decisions: [{ expect: { phase: 'capital', '@q.tokens': 2, '@mb.power': 2 } }],
    });
  });

  it('gains no token as the opponent\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: nBoard(1),
      decisions: [{ expect: { phase: 'capital', active: 2, '@q.tokens': 1 } }],
    });
  });
});
