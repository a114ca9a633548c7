/**
 * "Cannot draw more than N cards this turn": a lasting behaviour's constant `rules: { drawBudget:
 * { player, data } }` caps every draw of that player by its data counter, each card drawn using one;
 * and the escape reader `rules.drewThisTurn`.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, conditionFn, constant, draw, ifElse, OPPONENT, rules, startLasting, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = (id: string, name: string, extra: Partial<CardDef>): CardDef => ({ ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra });

registerFixtures([
  // "Your opponent cannot draw more than 2 cards this turn" (none more if he already drew this turn).
  tactic('x9351', 'Gag Order', {
    abilities: [action({ effect: startLasting('cap', { data: { left: ifElse(conditionFn((ctx) => rules.drewThisTurn(ctx.state, rules.opponent(ctx.player))), 0, 2) } }) })],
    lasting: { cap: { abilities: [constant({ rules: { drawBudget: { player: OPPONENT, data: 'left' } } })] } },
  }),
  // "Draw 3 cards."
  tactic('x9352', 'Study', { abilities: [action({ effect: draw(YOU, 3) })] }),
]);

describe('a draw budget', () => {
  it('caps the opponent\'s draws this turn, over several draws; not its player\'s; gone next turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Gag Order', 'Study', 'Grunt'] }, { hand: ['Study', 'Study'] }),
      decisions: [
        { type: 'play', card: 'Gag Order' },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Study', player: 1 },
        { type: 'pass', player: 2 },
        // its own player is not limited
        { expect: { 'p1.hand.count': 4 } },
        { type: 'play', card: 'Study', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { 'p2.hand.count': 3, 'p2.deck': 8 } },
        { type: 'pass', player: 1 },
        { type: 'play', card: 'Study', player: 2 },
        { expect: { 'p2.hand.count': 2, 'p2.deck': 8 } },
        { type: 'pass', player: 1 },
      ],
      // turn 4: P2 draws his quest-phase card again
      expect: { turn: 4, 'p2.deck': 7 },
    });
  });

  it('counts a draw made earlier in the turn (drewThisTurn)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ hand: ['Gag Order'] }, { hand: ['Study', 'Study'] }),
      decisions: [
        { type: 'play', card: 'Study', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { expect: { 'p2.deck': 7 } },
        { type: 'play', card: 'Gag Order', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Study', player: 2 },
        { expect: { 'p2.deck': 7, 'p2.hand.count': 3 } },
      ],
    });
  });
});
