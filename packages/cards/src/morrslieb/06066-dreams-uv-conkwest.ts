import { action, atLeast, chooseNumber, chosenNumber, damageOn, hitPointsOf, ifThen, least, minus, moveDamage, questTokenOnDevelopment, removeTokensFrom, section, SELF, sum, TARGET, tokensOn, unit, YOU, zoneDamageOf } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * X is at most what could move now: the tokens here, the damage on the capital, and what the target
 * can take before it is destroyed (FAQ: no more damage is moved onto a unit than destroys it). Each
 * point is moved from a damaged section the player picks (none to pick when only one is damaged).
 * A unit never has 20 hit points left, so 20 steps cover every X.
 */
const STEPS = 20;
const capitalDamage = sum(zoneDamageOf(YOU, 'kingdom'), zoneDamageOf(YOU, 'quest'), zoneDamageOf(YOU, 'battlefield'));

export default defineCard(import.meta.url, '06066', {
  text: "Triggered action, each time you put a card from your hand into play as a development: if a unit is questing on this quest when it resolves, it gains 1 resource token. Action: remove X resource tokens from it (the cost; X at least 1): X damage moves from your capital onto one target unit you control, point by point from sections you pick (never more than the unit can take before it is destroyed).",
  abilities: [
    questTokenOnDevelopment(),
    action({
      targets: [
        unit({ controller: YOU }),
        chooseNumber(1, least(tokensOn(SELF), capitalDamage, minus(hitPointsOf(TARGET), damageOn(TARGET)), STEPS), { name: 'x', targeting: false, label: 'X: resource tokens to remove (damage to move)' }),
      ],
      cost: removeTokensFrom(SELF, chosenNumber('x')),
      effect: Array.from({ length: STEPS }, (_, i) =>
        ifThen(atLeast(chosenNumber('x'), i + 1), moveDamage(section({ whose: YOU, damaged: true, ifNone: 'continue', label: 'section of your capital to move 1 damage from' }), TARGET, 1)),
      ),
    }),
  ],
});
