/**
 * The *would* phase of destruction and of leaving play: replacement effects ("if ... would be
 * destroyed, ... instead") of cards in play, capital boards and lasting effects. A mandatory
 * replacement takes the event over at once; optional ones ("you may ... instead") stop the event
 * and ask its player (a `replace` step: flow/replaceStep.ts), who may pick one or let it happen.
 * The replacement's effect then resolves as an ability (its costs first).
 */
import { abilityByRef, compiledCapital, compiledOf, behaviourOf } from '../ruleset/registry.js';
import type { CAbility, RCtx } from '../ruleset/compiled.js';
import type { BehaviourRef, EventData, GameState, LastingEffect, PlayerId, ReplacementOption, WouldEvent } from '../types.js';
import { isZone } from '../primitives/cards.js';
import { findEffect, RB } from '../primitives/lasting.js';
import { ctxFor } from '../characteristics/constants.js';
import { isBlanked } from '../characteristics/cards.js';
import { availableResources } from '../characteristics/costs.js';
import { EV } from '../eventKinds.js';

export interface Replacement {
  a: CAbility;
  source: number;
  controller: PlayerId;
  lasting: LastingEffect | null;
}

/** The key under which a replacement is remembered as offered for one event. */
export function replacementKey(r: Replacement): string {
  return `${r.lasting ? `L${r.lasting.n}` : r.source}:${r.a.id}`;
}

function applies(state: GameState, r: Replacement, w: WouldEvent, offeredToo = false): boolean {
  const a = r.a;
  if (a.replaceOn !== w.what) return false;
  if (!offeredToo && w.offered.includes(replacementKey(r))) return false;
  if (a.limit && findEffect(state, r.source, 'used', a.id) >= 0) return false;
  const ctx: RCtx = ctxFor(state, a, r.source, r.controller, r.lasting);
  ctx.use.ev = wouldEventData(state, w);
  if (a.condition && !a.condition(ctx)) return false;
  if (!a.replaceTest!(ctx, w.card, w.pile)) return false;
  for (const c of a.costs) if (!c.canPay(ctx)) return false;
  if (a.spend && a.spend(ctx) > availableResources(state, r.controller)) return false;
  return true;
}

/** The event a replacement sees as its trigger ('eventCard' is the card that would be destroyed / leave). */
export function wouldEventData(state: GameState, w: WouldEvent): EventData {
  const c = state.cards[w.card]!;
  return { kind: w.what === 'destroy' ? EV.destroyed : w.what === 'heal' ? EV.healed : EV.leftPlay, card: w.card, player: c.controller, amount: 0, zone: isZone(c.loc) ? c.loc : null, combat: false };
}

/** Every replacement that applies to the event now (cards in play, capital boards, lasting effects). */
export function replacementsFor(state: GameState, w: WouldEvent): Replacement[] {
  const out: Replacement[] = [];
  const consider = (r: Replacement) => {
    if (applies(state, r, w)) out.push(r);
  };
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p]!;
    for (const list of [pl.zones.kingdom.cards, pl.zones.quest.cards, pl.zones.battlefield.cards, pl.legend >= 0 ? [pl.legend] : []]) {
      for (const id of list) {
        const c = state.cards[id]!;
        if (c.dev || c.faceDown) continue;
        const reps = compiledOf(c).replacements;
        if (reps.length === 0 || isBlanked(state, id)) continue;
        for (const a of reps) {
          if (a.zone && c.loc !== a.zone) continue;
          consider({ a, source: id, controller: c.controller, lasting: null });
        }
      }
    }
    for (const a of compiledCapital(pl.capital).replacements) consider({ a, source: -1, controller: p as PlayerId, lasting: null });
  }
  for (const e of state.effects) {
    if (e.k <= RB.extraPhase) continue;
    for (const a of behaviourOf(e).replacements) consider({ a, source: e.source, controller: e.controller, lasting: e });
  }
  return out;
}

/**
 * Whether an option of a `replace` step still applies as its question comes up: another
 * replacement answered before it may have spent what its cost needs, or its source may be gone.
 */
export function optionStillApplies(state: GameState, player: PlayerId, o: ReplacementOption, w: WouldEvent): boolean {
  const lasting = o.lasting >= 0 ? (state.effects.find((e) => e.n === o.lasting) ?? null) : null;
  if (o.lasting >= 0 && lasting === null) return false;
  const a = abilityByRef(o.def, o.ability);
  if (o.source >= 0 && lasting === null) {
    // A card's replacement works while it is faceup in play (in its zone) with its text.
    const c = state.cards[o.source]!;
    if ((!isZone(c.loc) && c.loc !== 'legend') || c.dev || c.faceDown || c.controller !== player || isBlanked(state, o.source)) return false;
    if (a.zone && c.loc !== a.zone) return false;
  }
  return applies(state, { a, source: o.source, controller: player, lasting }, w, true);
}

/** A replacement's ability reference and source, for a `replace` step. */
export function replacementRef(r: Replacement): BehaviourRef {
  return { def: r.a.def, ability: r.a.id };
}
