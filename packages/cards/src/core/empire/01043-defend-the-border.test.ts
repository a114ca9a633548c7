import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Defend the Border', () => {
  it("with 3 tokens, the first point of combat damage to your capital goes to a target unit or a section of the opponent's capital", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { quest: { cards: [{ card: 'Defend the Border', as: 'dtb', tokens: 3 }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'own' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'assign', target: 'kingdom', amount: 3 },
        {
          expect: {
            prompt: { player: 2, kind: 'choose' },
            // "another ... capital": the opponent's sections, never one of its own controller's
            options: {
              include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@own' }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'kingdom', owner: 1 }],
              exclude: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: '@ck' },
      ],
      expect: { 'p2.kingdom.damage': 2, '@ck.damage': 1, '@dtb.tokens': 3 },
    });
  });

  it('redirects non-combat damage too, only once each turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Rock Lobber', as: 'r1' }, { card: 'Rock Lobber', as: 'r2' }, 'Squig Herders', 'Squig Herders'] } },
        { quest: { cards: [{ card: 'Defend the Border', as: 'dtb', tokens: 3 }] } },
      ),
      decisions: [
        { type: 'use', card: '@r1', ability: 'action' },
        { type: 'target', target: 'Squig Herders' },
        { type: 'pass', player: 1 }, // the section is picked as it resolves
        { type: 'target', target: 'kingdom', owner: 2 },
        { type: 'target', target: 'battlefield', owner: 1, player: 2 }, // 1 of the 2 goes to P1's own battlefield section
        { expect: { 'p2.kingdom.damage': 1, 'p1.battlefield.damage': 1 } },
        { type: 'use', card: '@r2', ability: 'action' }, // the last Squig Herders is sacrificed
        { type: 'target', target: 'kingdom', owner: 2 }, // the first point this turn was redirected already
      ],
      expect: { 'p2.kingdom.damage': 3, 'p1.battlefield.damage': 1 },
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

  it('gains no token without a questing unit', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({}, { quest: { cards: [{ card: 'Defend the Border', as: 'dtb', tokens: 2 }] } }),
      decisions: [{ expect: { phase: 'capital', '@dtb.tokens': 2 } }],
    });
  });

  it("does not protect the opponent's capital", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({}, { quest: { cards: [{ card: 'Defend the Border', as: 'dtb', tokens: 3 }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@ck' },
        { type: 'assign', target: 'quest', amount: 3 },
      ],
      expect: { 'p1.quest.damage': 3, '@ck.damage': 0 },
    });
  });
});
