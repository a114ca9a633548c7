import { action, amountFn, gain, rules, TARGET, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Unit cards in its player's discard pile (open information), counted by printed type. */
function unitsInYourDiscard(ctx: Ctx): number {
  return ctx.state.players[ctx.player].discard.filter((id) => rules.printed(ctx.state, id)?.type === 'Unit').length;
}

export default defineCard(import.meta.url, '06043', {
  text: 'Action: a target unit you control gets +X power for the rest of the turn, X being the number of unit cards in your discard pile as this resolves.',
  abilities: [action({ target: unit({ controller: YOU }), effect: gain(TARGET, { power: amountFn(unitsInYourDiscard) }) })],
});
