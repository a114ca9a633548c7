import { action, anyCard, atLeast, attacks, choice, choose, chosen, conditionFn, damage, EACH, each, ifThen, OPPONENT, pickedCount, reveal, rules, sacrifice, SELF, shuffleDeck, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The revealed card's printed cost is an odd number (a printed X counts as 0 out of play: even). */
function revealedCostIsOdd(ctx: Ctx): boolean {
  const id = rules.picked(ctx, 'top')[0];
  const cost = id === undefined ? null : rules.printed(ctx.state, id)?.cost;
  return typeof cost === 'number' && cost % 2 === 1;
}

export default defineCard(import.meta.url, '06024', {
  text: 'Goblin. Action, usable once right after this unit is declared as an attacker: show both players the card on top of your deck. Odd printed cost: every unit in the zone under attack is dealt 2 damage that cannot be cancelled. Even (or no cost): sacrifice this unit. Afterwards your deck is shuffled.',
  abilities: [
    action({
      when: attacks(),
      effect: [
        // The top card: the only candidate, picked by the rules.
        choice('top', choose(anyCard(), { from: 'deckTop', depth: 1, whose: YOU, label: 'top card of your deck' })),
        reveal(chosen('top')),
        ifThen(atLeast(pickedCount('top'), 1), [
          ifThen(conditionFn(revealedCostIsOdd), each(unit({ zone: 'attacked', controller: OPPONENT }), damage(EACH, 2, { uncancellable: true })), sacrifice(SELF)),
          shuffleDeck(YOU),
        ]),
      ],
    }),
  ],
});
