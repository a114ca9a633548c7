import { action, anyCard, atLeast, attacks, choice, choose, chosen, conditionFn, damage, ifThen, pickedCount, reveal, rules, section, shuffleDeck, TARGET, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The revealed card's printed cost is an odd number (a printed X counts as 0 out of play: even). */
function revealedCostIsOdd(ctx: Ctx): boolean {
  const id = rules.picked(ctx, 'top')[0];
  const cost = id === undefined ? null : rules.printed(ctx.state, id)?.cost;
  return typeof cost === 'number' && cost % 2 === 1;
}

export default defineCard(import.meta.url, '06064', {
  text: "Goblin. Action, usable once right after this unit is declared as an attacker: pick a target capital (one of its sections), then show both players the card on top of your deck. Odd printed cost: that section is dealt 2 damage. Even (or no cost): a section of your own capital, your pick, is dealt 2 damage. Afterwards your deck is shuffled.",
  abilities: [
    action({
      when: attacks(),
      target: section({ label: 'section of the target capital' }),
      effect: [
        // The top card: the only candidate, picked by the rules.
        choice('top', choose(anyCard(), { from: 'deckTop', depth: 1, whose: YOU, label: 'top card of your deck' })),
        reveal(chosen('top')),
        ifThen(atLeast(pickedCount('top'), 1), [
          ifThen(conditionFn(revealedCostIsOdd), damage(TARGET, 2), damage(section({ whose: YOU, label: 'section of your capital to take 2 damage' }), 2)),
          shuffleDeck(YOU),
        ]),
      ],
    }),
  ],
});
