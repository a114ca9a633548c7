import { action, addTokens, beginTurn, chooseNumber, chosenNumber, corrupt, forced, ifThen, printedCostOf, QUESTING, removeTokensFrom, rules, SELF, TARGET, tokensOn, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * Printed cost X or less: before X is picked, at most the tokens here (X cannot be more); once picked
 * (on resolution, the tokens already removed), X itself. A printed cost of X is 0 (FAQ: The Letter X).
 */
function costWithinX(ctx: Ctx, id: number): boolean {
  const x = rules.picked(ctx, 'x');
  const limit = x.length > 0 ? x[0]! : ctx.state.cards[ctx.self]!.tokens;
  const cost = rules.printed(ctx.state, id)?.cost;
  return (cost === 'X' ? 0 : (cost ?? Infinity)) <= limit;
}

export default defineCard(import.meta.url, '04015', {
  text: "Quest. Action: remove X of the resource tokens here (the cost; X at least the target's printed cost): one target unit (either player's) with a printed cost of X or less becomes corrupted. Quest. Forced: as your turn begins, if a unit quests here, add 1 resource token here.",
  abilities: [
    action({
      zone: 'quest',
      targets: [
        unit({ corruptible: true, where: costWithinX }),
        chooseNumber(printedCostOf(TARGET), tokensOn(SELF), { name: 'x', targeting: false, label: 'X: resource tokens to remove' }),
      ],
      cost: removeTokensFrom(SELF, chosenNumber('x')),
      effect: corrupt(TARGET),
    }),
    forced({ zone: 'quest', when: beginTurn(), effect: ifThen(QUESTING, addTokens(SELF, 1)) }),
  ],
});
