import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Smash 'em, Bash 'em", () => {
  it('at the beginning of your turn it gets a token if a unit quests on it, none otherwise', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: "Smash 'em, Bash 'em", as: 'q', tokens: 1 }, { card: 'Black Orc Squad', questing: '@q' }] } }, {}, ['orc', 'dwarf']),
      decisions: [],
      expect: { '@q.tokens': 2 },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: "Smash 'em, Bash 'em", as: 'q', tokens: 1 }, 'Black Orc Squad'] } }, {}, ['orc', 'dwarf']),
      decisions: [],
      expect: { '@q.tokens': 1 },
    });
    // not at the beginning of the opponent's turn
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ quest: { cards: [{ card: "Smash 'em, Bash 'em", as: 'q', tokens: 1 }, { card: 'Black Orc Squad', questing: '@q' }] } }, {}, ['orc', 'dwarf']),
      decisions: [],
      expect: { '@q.tokens': 1 },
    });
  });

  it("takes a token off to give a unit in either player's battlefield +1 power for the rest of the turn", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          quest: { cards: [{ card: "Smash 'em, Bash 'em", as: 'q', tokens: 2 }, { card: 'Black Orc Squad', as: 'qs', questing: '@q' }] },
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bos' }] },
        },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@bos' }, { type: 'target', target: '@ck' }], exclude: [{ type: 'target', target: '@qs' }, { type: 'target', target: '@mb' }] } } },
        { type: 'target', target: '@ck' },
        // the token is the cost, gone at once
        { expect: { '@q.tokens': 1, '@ck.power': 3 } },
        { type: 'pass' },
        { expect: { '@q.tokens': 1, '@ck.power': 4 } },
        { type: 'use', card: '@q', ability: 'action' },
        { type: 'target', target: '@bos' },
        { type: 'pass' },
        { expect: { '@q.tokens': 0, '@bos.power': 2 } },
        // (the capital phase is over; P1 does not attack)
        { type: 'pass' },
      ],
      // the turn has ended: the bonuses are gone
      expect: { turn: 4, '@ck.power': 3, '@bos.power': 1 },
    });
  });

  it('cannot be used without a token', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: "Smash 'em, Bash 'em", as: 'q' }, { card: 'Black Orc Squad', questing: '@q' }] }, battlefield: { cards: ['Black Orc Squad'] } },
        {},
        ['orc', 'chaos'],
      ),
      decisions: [{ type: 'use', card: '@q', ability: 'action', illegal: 'token' }],
    });
  });
  it('the token stays spent when the target is gone before it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: "Smash 'em, Bash 'em", as: 'q', tokens: 1 }, { card: 'Black Orc Squad', questing: '@q' }] }, kingdom: { developments: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Stunty Smasha', as: 'ss' }] } },
        ['orc', 'orc'],
      ),
      decisions: [
        // (the Smasha, the only unit in a battlefield, is its target by itself)
        { type: 'use', card: '@q', ability: 'action' },
        // in response P2 sacrifices his Stunty Smasha (its own cost) to destroy P1's development
        { type: 'use', card: '@ss', ability: 'action', player: 2 },
      ],
      expect: { '@ss.loc': 'discard', '@q.tokens': 0, 'p1.kingdom.developments': 0, log: ['fails'] },
    });
  });
});
