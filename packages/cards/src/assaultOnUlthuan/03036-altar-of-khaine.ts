import { addLastingEffect, availableResources, destroy, log, nameOf, putInPile, queries, queueEffect, registerDestroyReplacement, spendResources, type GameState, type PlayerId } from '@invasion/engine';
import { forced, picked, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const ID = '03036';
/** On a unit whose destruction waits for its controller's choice. */
const OFFERED = '03036:offered';
/** On a unit whose controller declined (or could not pay): it is destroyed as usual. */
const DECLINED = '03036:declined';
/** The pending-effect key of this card's ability 0 (the choice). */
const CHOICE_EFFECT = 'ability:0';

function marked(state: GameState, id: number, key: string): boolean {
  for (const e of state.effects) if (e.card === id && e.effect === key) return true;
  return false;
}

/** A faceup, working Altar of Khaine in `p`'s kingdom, or -1. */
function altarOf(state: GameState, p: PlayerId): number {
  for (const id of state.players[p].zones.kingdom.cards) {
    const c = state.cards[id]!;
    if (c.def === ID && !c.dev && !c.faceDown && c.controller === p && !queries.isBlanked(state, id)) return id;
  }
  return -1;
}

/**
 * The replacement: a unit of the Altar's controller about to be destroyed waits for his choice (the
 * Altar's ability 0), which pays 1 and sends the unit back to its owner's hand, or lets it be
 * destroyed. Each unit is offered once (FAQ: usable for every unit of one effect).
 */
function offerReturn(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  if (!queries.countsAsUnit(state, id)) return false;
  if (marked(state, id, OFFERED)) return true;
  if (marked(state, id, DECLINED)) return false;
  const altar = altarOf(state, c.controller);
  if (altar < 0 || availableResources(state, c.controller) < 1) return false;
  addLastingEffect(state, { effect: OFFERED, controller: c.controller, source: altar, card: id, amount: 0, until: 'turn' });
  queueEffect(state, { effect: CHOICE_EFFECT, kind: 'forced', controller: c.controller, source: altar, card: id, amount: 0, zone: null });
  return true;
}
registerDestroyReplacement(offerReturn);

/** The unit waiting for this choice, while it is still in play and the resource can be spent. */
function unitWaiting(ctx: Ctx): number[] {
  const u = ctx.use.trigger;
  return u >= 0 && queries.countsAsUnit(ctx.state, u) && availableResources(ctx.state, ctx.player) >= 1 ? [u] : [];
}

function returnOrDestroy(ctx: Ctx): void {
  const state = ctx.state;
  const u = ctx.use.trigger;
  const fx = state.effects;
  for (let i = fx.length - 1; i >= 0; i--) if (fx[i]!.card === u && fx[i]!.effect === OFFERED) fx.splice(i, 1);
  if (u < 0 || !queries.countsAsUnit(state, u)) return;
  if (picked(ctx, 0) === u && availableResources(state, ctx.player) >= 1) {
    spendResources(state, ctx.player, 1);
    if (state.log) log(state, `${nameOf(state, ctx.self)}: P${ctx.player + 1} spends 1 resource to return ${nameOf(state, u)} to its owner's hand instead`);
    putInPile(state, u, 'hand');
    return;
  }
  addLastingEffect(state, { effect: DECLINED, controller: ctx.player, source: ctx.self, card: u, amount: 0, until: 'turn' });
  destroy(state, u);
}

export default defineCard(import.meta.url, ID, {
  text: 'Kingdom. When a unit you control is about to be destroyed, you may pay 1 resource so that it goes back to the hand of its owner rather than to the discard pile (for each such unit, also when several die together). (Errata: a replacement effect, not an Action.)',
  abilities: [
    forced({
      // Raised by the replacement above, never by an event.
      on: -1 as never,
      when: () => false,
      choices: [{ label: 'pay 1 to save this unit to its owner\'s hand (pass: it is destroyed)', list: unitWaiting, targeting: false, min: 0, max: 1, ifNone: 'continue' }],
      effect: returnOrDestroy,
    }),
  ],
});
