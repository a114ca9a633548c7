import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const defenderBoard = (tokens: number, questing = true) =>
  board(
    {
      quest: {
        cards: [
          { card: 'A Glorious Death', as: 'g', tokens },
          questing ? { card: 'Runesmith', as: 'q', questing: '@g' } : { card: 'Runesmith', as: 'q' },
          { card: 'Black Orc Squad', as: 'own' },
        ],
      },
    },
    { battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }, { card: 'Chaos Knights', as: 'b' }, { card: 'Chaos Knights', as: 'c' }, { card: 'Dark Zealot', as: 'home' }] } },
  );

const attackWithKnights = [
  { type: 'attack' as const, zone: 'kingdom' as const },
  { type: 'attacker' as const, card: '@a' },
  { type: 'attacker' as const, card: '@b' },
  { type: 'attacker' as const, card: '@c' },
  { type: 'pass' as const },
];

describe('A Glorious Death', () => {
  it('gains a token at the beginning of your turn only while a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'A Glorious Death', as: 'g', tokens: 1 }, { card: 'Runesmith', questing: '@g' }, { card: 'A Glorious Death', as: 'h' }] } }),
      decisions: [],
      expect: { '@g.tokens': 2, '@h.tokens': 0 },
    });
    // not at the beginning of the opponent's turn
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ quest: { cards: [{ card: 'A Glorious Death', as: 'g', tokens: 1 }, { card: 'Runesmith', questing: '@g' }] } }),
      decisions: [],
      expect: { '@g.tokens': 1 },
    });
  });

  it('with 3 tokens, sacrifices its questing unit to destroy up to two target attacking units', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defenderBoard(3),
      decisions: [
        ...attackWithKnights,
        { type: 'use', card: '@g', ability: 'action', player: 1 },
        // only attacking units are targets
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }, { type: 'target', target: '@c' }],
              exclude: [{ type: 'target', target: '@home' }, { type: 'target', target: '@own' }, { type: 'target', target: '@q' }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        // the questing unit is gone with the quest's tokens
        { expect: { '@a.loc': 'discard', '@b.loc': 'discard', '@c.loc': 'battlefield', '@q.loc': 'discard', '@g.tokens': 0, 'combat.attackers': ['Chaos Knights'] } },
      ],
    });
  });

  it('may destroy a single attacker', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defenderBoard(4),
      decisions: [...attackWithKnights, { type: 'use', card: '@g', ability: 'action', player: 1 }, { type: 'target', target: '@c' }, { type: 'pass' }],
      expect: { '@c.loc': 'discard', '@a.loc': 'battlefield', '@b.loc': 'battlefield', '@q.loc': 'discard' },
    });
  });

  it('cannot be used with fewer than 3 tokens, nor without a unit questing on it', () => {
    for (const players of [defenderBoard(2), defenderBoard(3, false)]) {
      expectScenario({
        phase: 'battlefield',
        active: 2,
        players,
        decisions: [
          ...attackWithKnights,
          // player 1 has no action to take, so combat goes straight on
          { expect: { prompt: { player: 2, kind: 'assignDamage' }, '@q.loc': 'quest' } },
        ],
      });
    }
  });
});
