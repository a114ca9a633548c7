/**
 * "(Limit twice per turn)": an action's `limit` with `times: n` may be used n times per turn (per
 * copy), then no more until the next turn; `limit` alone stays once.
 */
import { describe, it } from 'vitest';
import { action, gain, SELF, spend } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // Pay 1 for one more power this turn; at most two uses each turn.
  testUnit('x9461', 'Twice Pumper', { abilities: [action({ limit: 'turn', times: 2, cost: spend(1), effect: gain(SELF, { power: 1 }) })] }),
]);

describe('an action limited to several uses per turn', () => {
  it('is used twice this turn, not a third time; again next turn; each copy counts its own uses', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, battlefield: { cards: [{ card: 'Twice Pumper', as: 'a' }, { card: 'Twice Pumper', as: 'b' }] } },
        { hand: ['Grunt'] },
      ),
      decisions: [
        { type: 'use', card: '@a', ability: 'action' },
        // (its player may respond to his own action: he lets it resolve)
        { type: 'pass' },
        { expect: { '@a.power': 2, 'p1.resources': 5 } },
        { type: 'use', card: '@a', ability: 'action' },
        { type: 'pass' },
        { expect: { '@a.power': 3, 'p1.resources': 4 } },
        { type: 'use', card: '@a', ability: 'action', illegal: 'already used' },
        { type: 'use', card: '@b', ability: 'action' },
        { type: 'pass' },
        { expect: { '@b.power': 2, 'p1.resources': 3 } },
        { type: 'pass' },
        // the battlefield phase: still the same turn
        { expect: { phase: 'battlefield' } },
        { type: 'use', card: '@a', ability: 'action', illegal: 'already used' },
        { type: 'pass' },
        { type: 'pass' }, // no attack
        { type: 'pass' }, // the end of the turn's action window (the other copy could still be used)
        // P2's turn: a new turn, two more uses
        { expect: { turn: 4, '@a.power': 1 } },
        { type: 'use', card: '@a', ability: 'action', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'use', card: '@a', ability: 'action', player: 1 },
        { type: 'pass', player: 1 },
        { expect: { '@a.power': 3 } },
        { type: 'use', card: '@a', ability: 'action', player: 1, illegal: 'already used' },
      ],
    });
  });
});
