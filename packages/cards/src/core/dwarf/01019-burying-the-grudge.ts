import { action, gainResources, type Ctx } from '@invasion/engine/dsl';
import { addLastingEffect, defOf, EV, log, onEvent, type GameEvent, type GameState } from '@invasion/engine';
import { defineCard } from '../../define.js';

const ID = '01019';
/** Lasting 'turn' counter of units that went from play to a discard pile this turn (card -1: not tied to a card). */
const COUNTER = '01019:unitsDiscarded';

function unitsDiscardedThisTurn(state: GameState): number {
  for (const e of state.effects) if (e.effect === COUNTER) return e.amount;
  return 0;
}

/** Counts units leaving play into a discard pile, in games where this card exists. */
function countDiscardedUnit(state: GameState, ev: GameEvent): void {
  const c = state.cards[ev.card];
  if (!c || c.loc !== 'discard' || defOf(c).type !== 'Unit') return;
  if (!state.cards.some((x) => x.def === ID)) return;
  for (const e of state.effects) {
    if (e.effect === COUNTER) {
      e.amount++;
      return;
    }
  }
  addLastingEffect(state, { effect: COUNTER, controller: state.active, source: -1, card: -1, amount: 1, until: 'turn' });
}
onEvent(EV.leftPlay, countDiscardedUnit);

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
