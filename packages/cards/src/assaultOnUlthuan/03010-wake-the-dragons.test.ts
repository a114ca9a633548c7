import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const discard = [
  { card: 'Sword Masters of Hoeth', as: 'sm' },
  { card: 'Initiate of Saphery', as: 'init' },
  { card: 'Loremaster of Hoeth', as: 'lm' },
  { card: 'Chaos Knights', as: 'ck' },
];
const wBoard = (tokens: number, questing = true) =>
  board(
    {
      quest: { cards: [{ card: 'Wake the Dragons', as: 'q', tokens }, { card: 'Ellyrian Elite', as: 'u', ...(questing ? { questing: '@q' } : {}) }] },
      discard,
    },
    { discard: [{ card: 'Illyriel', as: 'theirs' }] },
    ['high-elf', 'chaos'],
  );

describe('Wake the Dragons', () => {
  it('with 3 tokens, at the start of your turn you may take back a High Elf card of cost 3 or more', () => {
    expectScenario({
      phase: 'beginTurn',
      players: wBoard(3),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'mode', index: 0 }, { type: 'pass' }] } } },
        { type: 'mode', index: 0 },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@sm' }, { type: 'target', target: '@init' }],
              exclude: [{ type: 'target', target: '@lm' }, { type: 'target', target: '@ck' }, { type: 'target', target: '@theirs' }],
            },
          },
        },
        { type: 'target', target: '@sm' },
        { expect: { '@sm.loc': 'hand', '@init.loc': 'discard', '@q.tokens': 4 } },
      ],
    });
  });

  it('is optional', () => {
    expectScenario({
      phase: 'beginTurn',
      players: wBoard(3),
      decisions: [{ type: 'pass', player: 1 }, { expect: { '@sm.loc': 'discard', '@init.loc': 'discard', '@q.tokens': 4 } }],
    });
  });

  it('nothing with fewer than 3 tokens; the token comes only while a unit quests here', () => {
    expectScenario({
      phase: 'beginTurn',
      players: wBoard(1),
      decisions: [{ expect: { phase: 'capital', '@sm.loc': 'discard', '@q.tokens': 2 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: wBoard(1, false),
      decisions: [{ expect: { phase: 'capital', '@q.tokens': 1 } }],
    });
    // the third token, placed as the turn begins, comes too late for this turn
    expectScenario({
      phase: 'beginTurn',
      players: wBoard(2),
      decisions: [{ expect: { phase: 'capital', '@sm.loc': 'discard', '@q.tokens': 3 } }],
    });
  });

  it('not at the start of the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: wBoard(3),
      decisions: [{ expect: { 'prompt.player': 2, '@sm.loc': 'discard', '@q.tokens': 3 } }],
    });
  });
});
