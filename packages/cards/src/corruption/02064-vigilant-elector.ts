import { EV, log, nameOf, type GameEvent } from '@invasion/engine';
import { action, destroy, forced, isUnit, notSelf, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

function attachedHost(ctx: Ctx): number {
  return ctx.state.cards[ctx.self]!.attachedTo;
}

/**
 * This unit leaves its zone and sits in the host's zone as an attachment (controlled by its
 * controller): it stops questing and is no longer a unit while attached (errata: it counts as an
 * Attachment support card).
 */
function attachSelf(ctx: Ctx): void {
  const host = picked(ctx, 0);
  const { state } = ctx;
  const me = state.cards[ctx.self]!;
  const h = state.cards[host];
  if (!h || host === ctx.self || !isUnit(ctx, host) || !isUnit(ctx, ctx.self)) return;
  const from = state.players[me.controller].zones[me.loc as 'quest'].cards;
  from.splice(from.indexOf(ctx.self), 1);
  if (me.questing >= 0) {
    state.cards[me.questing]!.tokens = 0;
    me.questing = -1;
  }
  const zone = h.loc as 'kingdom' | 'quest' | 'battlefield';
  // The attachment sits in the list that holds its host (the host's controller's, or its owner's when control changed).
  const holder = state.players[h.controller].zones[zone].cards.includes(host) ? h.controller : ((1 - h.controller) as 0 | 1);
  state.players[holder].zones[zone].cards.push(ctx.self);
  me.loc = zone;
  me.attachedTo = host;
  me.damage = 0;
  state.dirty = true;
  if (state.log) log(state, `${nameOf(state, ctx.self)} is attached to ${nameOf(state, host)} as an attachment`);
}

/** At the end of the attached unit's controller's turn. */
function endOfHostControllersTurn(ctx: Ctx, _ev: GameEvent): boolean {
  const host = attachedHost(ctx);
  return host >= 0 && ctx.state.cards[host]!.controller === ctx.state.active;
}

export default defineCard(import.meta.url, '02064', {
  text: "Quest. Action: pay 1 resource: this card becomes an Attachment support card on another target unit (it is no longer a unit); its only text then: when the turn of the host's controller ends, the host is destroyed.",
  abilities: [
    action({
      zone: 'quest',
      spend: 1,
      playable: (ctx) => attachedHost(ctx) < 0,
      choices: [targetUnit('unit to attach to', notSelf)],
      effect: attachSelf,
    }),
    forced({
      on: EV.endTurn,
      when: endOfHostControllersTurn,
      effect: (ctx) => destroy(ctx, attachedHost(ctx)),
    }),
  ],
});
