/**
 * "Then" / "if you do" (FAQ: Multiple Effects): the part after it resolves only if the part before
 * did. Damage aimed only at cards that are no longer in play deals nothing, so it has not resolved
 * and what depends on it does not happen; damage that reaches a unit still in play has.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, andThen, damage, destroy, draw, returnToHand, TARGET, unit, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, effect: CardDef['abilities']): CardDef {
  return { ...testUnit(id, name, { cost: 0, power: 0, hitPoints: 0 }), type: 'Tactic', abilities: effect };
}

registerFixtures([
  // Target unit goes back to its owner's hand; then 1 damage to it; if that happened, draw 1 card.
  tactic('x9861', 'Bounce Then Burn', [action({ target: unit(), effect: [returnToHand(TARGET), damage(TARGET, 1), andThen(draw(YOU, 1))] })]),
  // Destroy target unit; then 1 damage to it; if that happened, draw 1 card.
  tactic('x9862', 'Slay Then Burn', [action({ target: unit(), effect: [destroy(TARGET), damage(TARGET, 1), andThen(draw(YOU, 1))] })]),
  // 1 damage to target unit; if that happened, draw 1 card.
  tactic('x9863', 'Burn And Draw', [action({ target: unit(), effect: [damage(TARGET, 1), andThen(draw(YOU, 1))] })]),
]);

describe('damage to cards no longer in play does not count as done', () => {
  it('its target gone to hand: no damage, nothing after "then"', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Bounce Then Burn', 'Wall'] }, { kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [{ type: 'play', card: 'Bounce Then Burn' }],
      expect: { '@b.loc': 'hand', 'p1.hand': ['Wall'] },
    });
  });

  it('its target destroyed: no damage, nothing after "then"', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Slay Then Burn', 'Wall'] }, { kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [{ type: 'play', card: 'Slay Then Burn' }],
      expect: { '@b.loc': 'discard', 'p1.hand': ['Wall'] },
    });
  });

  it('damage to a unit in play still counts: the part after "then" happens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Burn And Draw', 'Wall'] }, { kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [{ type: 'play', card: 'Burn And Draw' }],
      expect: { '@b.damage': 1, 'p1.hand': ['Wall', 'Grunt'] },
    });
  });
});
