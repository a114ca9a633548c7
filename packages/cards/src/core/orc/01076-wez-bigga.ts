import { addLastingEffect, defOf, EV, onEvent, registerLastingCost, type GameState, type LastingEffect } from '@invasion/engine';
import { action } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** The waiting reduction (card -1: it belongs to no card, so it survives the tactic's discard). */
const NEXT_UNIT = '01076:nextUnit';
/** Marks the unit that used the reduction: it enters play with 1 damage. */
const ENTERS_DAMAGED = '01076:entersDamaged';

function isUnitCard(state: GameState, card: number): boolean {
  return defOf(state.cards[card]!).type === 'Unit';
}

registerLastingCost(NEXT_UNIT, {
  cost: (state, _e, card) => (isUnitCard(state, card) ? -1 : 0),
  onPaid: (state, e: LastingEffect, card) => {
    state.effects.splice(state.effects.indexOf(e), 1);
    addLastingEffect(state, { effect: ENTERS_DAMAGED, controller: e.controller, source: e.source, card, amount: 1, until: 'turn' });
  },
});

/** The marked unit comes into play with a damage token on it (placed, not dealt). */
onEvent(EV.enteredPlay, (state, ev) => {
  const i = state.effects.findIndex((e) => e.effect === ENTERS_DAMAGED && e.card === ev.card);
  if (i < 0) return;
  state.effects.splice(i, 1);
  state.cards[ev.card]!.damage += 1;
  state.dirty = true;
});

export default defineCard(import.meta.url, '01076', {
  text: 'Action: this turn, your next unit played costs 1 less and enters play with 1 damage token on it.',
  abilities: [
    action({
      effect: (ctx) => addLastingEffect(ctx.state, { effect: NEXT_UNIT, controller: ctx.player, source: ctx.self, card: -1, amount: 1, until: 'turn' }),
    }),
  ],
});
