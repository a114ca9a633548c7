/**
 * "Units that participated in combat this phase" (filter `participated`): the units that attacked or
 * defended in the phase's combat, read after it too (the End of Turn window), even one that left the
 * combat since; not one that left play and came back (FAQ: Out of Play — a new card), nor a legend
 * (not a unit for card effects).
 */
import { describe, it } from 'vitest';
import { action, destroy, EACH, each, putIntoPlay, returnToHand, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = { type: 'Tactic' as const, cost: 0, power: 0, hitPoints: 0 };
registerFixtures([
  // Invoke Khaine's Wrath: every unit that fought in this phase's combat is destroyed.
  { ...testUnit('x9421', 'Aftermath'), ...tactic, abilities: [action({ effect: each(unit({ participated: true }), destroy(EACH)) })] },
  // "Action: return target unit to its owner's hand, then put it into play in its owner's kingdom."
  { ...testUnit('x9422', 'Blink'), ...tactic, abilities: [action({ target: unit(), effect: [returnToHand(TARGET), putIntoPlay(TARGET, 'kingdom')] })] },
]);

describe('participated in combat this phase', () => {
  it('attackers and defenders, after the combat too; not the units that stayed out', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Wall', as: 'a' }, { card: 'Wall', as: 'idle' }] } },
        { hand: ['Aftermath'], kingdom: { cards: [{ card: 'Wall', as: 'd' }, { card: 'Wall', as: 'home' }] } },
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { phase: 'endTurn' } },
        { type: 'play', card: 'Aftermath', player: 2 },
      ],
      expect: { '@a.loc': 'discard', '@d.loc': 'discard', '@idle.loc': 'battlefield', '@home.loc': 'kingdom' },
    });
  });

  it('a unit that left play and came back is a new card: it did not take part', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Wall', as: 'a' }] } },
        { hand: ['Aftermath', 'Blink'], kingdom: { cards: [{ card: 'Wall', as: 'd' }] } },
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'play', card: 'Blink', player: 2 },
        { type: 'target', target: '@d' },
        { type: 'pass', player: 2 },
        { expect: { '@d.loc': 'kingdom', 'combat.defenders': [] } },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { phase: 'endTurn' } },
        { type: 'play', card: 'Aftermath', player: 2 },
      ],
      expect: { '@a.loc': 'discard', '@d.loc': 'kingdom' },
    });
  });

  it('Scout: a unit that left play and came back during the combat is a new card and does not make the opponent discard', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Grunt'], battlefield: { cards: [{ card: 'Scout', as: 's' }, { card: 'Scout', as: 's2' }] } },
        { hand: ['Blink', 'Grunt', 'Grunt'] },
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@s' },
        { type: 'attacker', card: '@s2' },
        { type: 'play', card: 'Blink', player: 2 },
        { type: 'target', target: '@s' },
        { type: 'pass', player: 2 },
        { expect: { '@s.loc': 'kingdom', '@s.controller': 2, 'combat.attackers': ['Scout'] } },
        { type: 'assign', target: 'kingdom', amount: 1 },
        // only the Scout still in the combat makes P2 discard (1 card of his 2); the one Blink put back into
        // play (now P2's) is a new card, so P1 discards nothing
        // (P2 then draws 1 for his quest phase; P1's hand is untouched)
        { expect: { turn: 4, 'p2.kingdom.damage': 1, 'p2.hand.count': 2, 'p1.hand.count': 1 } },
      ],
    });
  });
});
