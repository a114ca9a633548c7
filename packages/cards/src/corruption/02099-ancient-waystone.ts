import { action, conditionFn, damage, rules, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Someone played a Spell card this turn (a tactic or other card with the Spell trait; a facedown development shows none), as it was played. */
const spellPlayedThisTurn = conditionFn((ctx) => rules.playedThisTurn(ctx.state).some((c) => c.traits.includes('Spell')));

export default defineCard(import.meta.url, '02099', {
  text: "Action, once per turn and only in a turn in which either player played a card with the Spell trait: pay 1 resource: 1 damage to a target unit in this card's zone on either player's side.",
  abilities: [action({ limit: 'turn', if: spellPlayedThisTurn, cost: spend(1), target: unit({ zone: 'corresponding' }), effect: damage(TARGET, 1) })],
});
