import { action, gainResources, type Ctx } from '@invasion/engine/dsl';
import { addLastingEffect, defOf, log, onPileEntered, type GameState } from '@invasion/engine';
import { defineCard } from '../../define.js';

const ID = '01019';
/** Lasting 'turn' counter of unit cards that entered a discard pile this turn, from anywhere (card -1: not tied to a card). */
const COUNTER = '01019:unitsDiscarded';

function unitsDiscardedThisTurn(state: GameState): number {
  for (const e of state.effects) if (e.effect === COUNTER) return e.amount;
  return 0;
}

/**
 * Counts unit cards entering a discard pile however they got there — from play, as a destroyed
 * development, from a hand or a deck (FAQ Q&A: by printed card type) — in games with this card.
 */
function countDiscardedUnit(state: GameState, id: number, pile: 'deck' | 'hand' | 'discard'): void {
  const c = state.cards[id];
  if (pile !== 'discard' || !c || defOf(c).type !== 'Unit') return;
  if (!state.cards.some((x) => x.def === ID)) return;
  for (const e of state.effects) {
    if (e.effect === COUNTER) {
      e.amount++;
      return;
    }
  }
  addLastingEffect(state, { effect: COUNTER, controller: state.active, source: -1, card: -1, amount: 1, until: 'turn' });
}
onPileEntered(countDiscardedUnit);

function gainPerBuriedUnit(ctx: Ctx): void {
  const n = unitsDiscardedThisTurn(ctx.state);
  gainResources(ctx, ctx.player, n);
  if (ctx.state.log) log(ctx.state, `P${ctx.player + 1} gains ${n} resource(s)`);
}

export default defineCard(import.meta.url, ID, {
  text: 'Action: you gain 1 resource per unit that went into any discard pile during this turn.',
  abilities: [
    action({ effect: gainPerBuriedUnit }),
  ],
});
