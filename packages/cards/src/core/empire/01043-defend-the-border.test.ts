import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Defend the Border', () => {
  it('with 3 tokens, redirects the first point of damage to your capital each turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { quest: { cards: [{ card: 'Defend the Border', as: 'dtb', tokens: 3 }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'assign', target: 'kingdom', amount: 3 },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: '@ck' },
      ],
      expect: { 'p2.kingdom.damage': 2, '@ck.damage': 1 },
    });
  });

  it('does nothing below 3 tokens, and gains a token each turn while a unit quests on it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { quest: { cards: [{ card: 'Defend the Border', as: 'dtb', tokens: 2 }, { card: 'Mountain Brigade', questing: 'dtb' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'assign', target: 'kingdom', amount: 3 },
        { expect: { 'p2.kingdom.damage': 3, turn: 4, '@dtb.tokens': 3 } },
      ],
    });
  });
});
