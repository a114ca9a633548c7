import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const defenderBoard = (tokens: number) =>
  board(
    { quest: { cards: [{ card: 'A Glorious Death', as: 'g', tokens }, { card: 'Runesmith', as: 'q', questing: '@g' }] } },
    { battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }, { card: 'Chaos Knights', as: 'b' }, { card: 'Chaos Knights', as: 'c' }] } },
  );

describe('A Glorious Death', () => {
  it('gains a token at the beginning of your turn while a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'A Glorious Death', as: 'g', tokens: 1 }, { card: 'Runesmith', questing: '@g' }, { card: 'A Glorious Death', as: 'h' }] } }),
      decisions: [],
      expect: { '@g.tokens': 2, '@h.tokens': 0 },
    });
  });

  it('with 3 tokens, sacrifices its questing unit to destroy up to two attackers', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defenderBoard(3),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@c' },
        { type: 'use', card: '@g', ability: 0, player: 1 },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        { expect: { '@a.loc': 'discard', '@b.loc': 'discard', '@c.loc': 'battlefield', '@q.loc': 'discard', '@g.tokens': 0, 'combat.attackers': ['Chaos Knights'] } },
      ],
    });
  });

  it('cannot be used with fewer than 3 tokens', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defenderBoard(2),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        // no window stops for player 1: his quest offers no action, so combat goes on
        { expect: { prompt: { player: 2, kind: 'assignDamage' }, '@q.loc': 'quest' } },
      ],
    });
  });
});
