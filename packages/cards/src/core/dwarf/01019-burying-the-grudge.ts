import { action, amountFn, gainResources, rules, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/**
 * Unit cards (by printed type) that went into a discard pile this turn, from play, a hand or a deck,
 * developments included (FAQ Q&A: cards enter the discard pile as their printed type).
 */
function unitsDiscardedThisTurn(ctx: Ctx): number {
  return rules.eventsThisTurn(ctx.state, 'enteredDiscard').filter((id) => rules.printed(ctx.state, id)?.type === 'Unit').length;
}

export default defineCard(import.meta.url, '01019', {
  text: 'Action: you gain a resource for every unit card that has gone into any discard pile during this turn (however it got there).',
  abilities: [action({ effect: gainResources(YOU, amountFn(unitsDiscardedThisTurn)) })],
});
