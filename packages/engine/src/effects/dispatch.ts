/**
 * The *after* phase of an event (Detailed Timing A): every triggered ability the event meets is
 * queued as a pending effect (data), to resolve once the current step is over — the faceup cards
 * in play (each in its zone: "Kingdom. Forced:"), a card's own "leaves play / is destroyed" from
 * where it went, the rules' keyword abilities, the capital boards and the lasting effects in the
 * state (conditional actions, delayed effects). Triggered actions are armed instead: usable at
 * their controller's first opportunity in the next action window (FAQ: Triggered Actions).
 */
import { compiledCapital, compiledOf, behaviourOf, installed } from '../ruleset/registry.js';
import type { CAbility, CompiledCard, RCtx } from '../ruleset/compiled.js';
import type { EventData, GameState, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { isInPlay } from '../primitives/cards.js';
import { addEffect, findEffect, RB } from '../primitives/lasting.js';
import { ctxFor } from '../characteristics/constants.js';
import { hasFlag, isBlanked } from '../characteristics/cards.js';
import { EV } from '../eventKinds.js';

/** What a card was as it left play, for its own triggers and filters on the event's card. */
export interface LastKnown {
  controller: PlayerId;
  zone: ZoneName | null;
  /** Its text was blank or it had lost its Forced effects: it triggers nothing as it leaves. */
  silent: boolean;
  /** Its attachments that left play with it (their "when the attached unit leaves play" looks back). */
  riders?: readonly { card: number; controller: PlayerId; silent: boolean }[];
}

function usedMarker(state: GameState, a: CAbility, source: number): boolean {
  return findEffect(state, source, 'used', a.id) >= 0;
}

/** A "one or more" trigger already queued by an event of this kind raised together with this one. */
function batched(state: GameState, a: CAbility, source: number, lasting: number, ev: EventData): boolean {
  if (!a.trigger!.batch) return false;
  return state.queued.some((q) => q.def === a.def && q.ability === a.id && q.source === source && q.lasting === lasting && q.ev.kind === ev.kind);
}

function queue(state: GameState, a: CAbility, source: number, controller: PlayerId, ev: EventData, kind: 'constant' | 'forced'): void {
  if (batched(state, a, source, -1, ev)) return;
  if (a.limit) {
    if (usedMarker(state, a, source)) return;
    addEffect(state, 'used', { source, controller, card: source, until: a.limit, ability: a.id });
  }
  state.queued.push({ def: a.def, ability: a.id, kind, controller, source, ev, lasting: -1 });
}

function test(a: CAbility, ctx: RCtx, ev: EventData): boolean {
  return a.trigger!.test(ctx, ev);
}

/**
 * A "one or more" triggered action already armed by an event of this kind and not yet offered to
 * its player: the events before his first opportunity make one trigger (Thief of Essence: units
 * leaving play together give one card).
 */
function armedBatch(state: GameState, a: CAbility, card: number, ev: EventData): boolean {
  if (!a.trigger!.batch) return false;
  return state.effects.some((e) => e.k === RB.armed && e.card === card && e.ability === a.id && !e.data.offered && e.data.evKind === ev.kind);
}

/** The triggered abilities and triggered actions of one card in play. */
function checkCard(state: GameState, id: number, ev: EventData, lki: LastKnown | null): void {
  const c = state.cards[id]!;
  if (c.dev || c.faceDown) return;
  const cc = compiledOf(c);
  if ((cc.eventMask & (1 << ev.kind)) === 0) return;
  const forcedList = cc.triggered[ev.kind]!;
  const actionList = cc.triggeredActions[ev.kind]!;
  if (forcedList.length === 0 && actionList.length === 0) return;
  if (isBlanked(state, id)) return;
  // A constant may take away its Actions and Forced effects (its triggered constant effects stay).
  const lost = hasFlag(state, id, 'losesActionsAndForced');
  for (let k = 0; k < forcedList.length; k++) {
    const a = forcedList[k]!;
    if (lost && !a.triggeredConstant) continue;
    if (a.zone && c.loc !== a.zone) continue;
    const ctx = ctxFor(state, a, id, c.controller);
    ctx.lki = lki && ev.card >= 0 ? { card: ev.card, controller: lki.controller, zone: lki.zone } : null;
    if (test(a, ctx, ev)) queue(state, a, id, c.controller, ev, a.triggeredConstant ? 'constant' : 'forced');
  }
  if (lost) return;
  for (let k = 0; k < actionList.length; k++) {
    const a = actionList[k]!;
    if (a.zone && c.loc !== a.zone) continue;
    const ctx = ctxFor(state, a, id, c.controller);
    ctx.lki = lki && ev.card >= 0 ? { card: ev.card, controller: lki.controller, zone: lki.zone } : null;
    if (!test(a, ctx, ev) || armedBatch(state, a, id, ev)) continue;
    arm(state, a, id, c.controller, ev);
  }
}

/** Once per copy per trigger: the marker carries the event for the action's effect. */
function arm(state: GameState, a: CAbility, card: number, controller: PlayerId, ev: EventData): void {
  addEffect(state, 'armed', {
    source: ev.card,
    controller,
    card,
    until: 'turn',
    ability: a.id,
    data: { evKind: ev.kind, evCard: ev.card, evPlayer: ev.player, evAmount: ev.amount, evZone: ev.zone ? ZONES.indexOf(ev.zone) : -1, evCombat: ev.combat ? 1 : 0 },
  });
}

function checkList(state: GameState, list: readonly number[], ev: EventData, lki: LastKnown | null): void {
  for (let j = 0; j < list.length; j++) checkCard(state, list[j]!, ev, lki);
}

/** A card's own "when this leaves play / is destroyed", from where it went (as it last was in play). */
function checkOwnLeaving(state: GameState, ev: EventData, lki: LastKnown): void {
  const c = state.cards[ev.card]!;
  const cc = compiledOf(c);
  const list = cc.triggeredOutOfPlay[ev.kind]!;
  if ((list.length === 0 && cc.triggeredActions[ev.kind]!.length === 0) || lki.silent) return;
  for (const a of list) {
    if (a.zone && lki.zone !== a.zone) continue;
    const ctx = ctxFor(state, a, ev.card, lki.controller);
    ctx.lki = { card: ev.card, controller: lki.controller, zone: lki.zone };
    if (test(a, ctx, ev)) queue(state, a, ev.card, lki.controller, ev, a.triggeredConstant ? 'constant' : 'forced');
  }
  // Its own triggered actions ("Action: when this unit leaves play, ..."): armed, used from where it went.
  for (const a of cc.triggeredActions[ev.kind]!) {
    if (!a.trigger!.outOfPlay || (a.zone && lki.zone !== a.zone)) continue;
    const ctx = ctxFor(state, a, ev.card, lki.controller);
    ctx.lki = { card: ev.card, controller: lki.controller, zone: lki.zone };
    if (test(a, ctx, ev)) arm(state, a, ev.card, lki.controller, ev);
  }
}

/**
 * An attachment that left play with its host: its triggers about its host ("when the attached unit
 * enters a discard pile") see the host's leaving, as it last was — attached, under its controller.
 */
function checkRider(state: GameState, r: { card: number; controller: PlayerId; silent: boolean }, ev: EventData, lki: LastKnown): void {
  if (r.silent || isInPlay(state.cards[r.card]!)) return;
  const cc = compiledOf(state.cards[r.card]!);
  if ((cc.eventMask & (1 << ev.kind)) === 0) return;
  for (const a of cc.triggered[ev.kind]!) {
    if (!a.trigger!.host) continue;
    const ctx = ctxFor(state, a, r.card, r.controller);
    ctx.lki = { card: ev.card, controller: lki.controller, zone: lki.zone };
    if (test(a, ctx, ev)) queue(state, a, r.card, r.controller, ev, a.triggeredConstant ? 'constant' : 'forced');
  }
}

function checkOwner(state: GameState, cc: CompiledCard, ev: EventData, player: PlayerId): void {
  for (const a of cc.triggered[ev.kind]!) {
    const ctx = ctxFor(state, a, -1, player);
    if (test(a, ctx, ev)) queue(state, a, -1, player, ev, a.triggeredConstant ? 'constant' : 'forced');
  }
}

/** The rules' keyword abilities: constant effects for timing (FAQ: Simultaneous Effects), with the keyword's value in the event. */
function checkRules(state: GameState, ev: EventData): void {
  const list = installed.rules!.triggered[ev.kind]!;
  for (const a of list) {
    for (const s of a.ruleSources!(state, ev)) {
      const e = s.amount === undefined ? ev : { ...ev, amount: s.amount };
      const ctx = ctxFor(state, a, s.card, s.player);
      if (test(a, ctx, e)) queue(state, a, s.card, s.player, e, 'constant');
    }
  }
}

/** Conditional actions and delayed effects waiting in lasting effects (constant effects for timing). */
function checkLasting(state: GameState, ev: EventData, lki: LastKnown | null): void {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.k <= RB.extraPhase || e.data.fired) continue;
    const b = behaviourOf(e);
    for (const a of b.triggered) {
      if (a.trigger!.kind !== ev.kind) continue;
      const ctx = ctxFor(state, a, e.source, e.controller, e);
      ctx.lki = lki && ev.card >= 0 ? { card: ev.card, controller: lki.controller, zone: lki.zone } : null;
      if (!test(a, ctx, ev) || batched(state, a, e.source, e.n, ev)) continue;
      if (b.once) e.data.fired = 1;
      state.queued.push({ def: a.def, ability: a.id, kind: 'constant', controller: e.controller, source: e.source, ev, lasting: e.n });
      if (b.once) break;
    }
  }
}

/** Queues every triggered ability `ev` meets. `lki`: what the event's card was, when it just left play. */
export function dispatchEvent(state: GameState, ev: EventData, lki: LastKnown | null): void {
  const bit = 1 << ev.kind;
  if ((installed.anyEventMask & bit) !== 0) {
    for (let p = 0; p < 2; p++) {
      const pl = state.players[p]!;
      checkList(state, pl.zones.kingdom.cards, ev, lki);
      checkList(state, pl.zones.quest.cards, ev, lki);
      checkList(state, pl.zones.battlefield.cards, ev, lki);
      if (pl.legend >= 0) checkCard(state, pl.legend, ev, lki);
    }
    if (lki && ev.card >= 0 && !isInPlay(state.cards[ev.card]!)) checkOwnLeaving(state, ev, lki);
    // A card discarded from a hand or a deck sees itself go too ("if you discard this card from your
    // hand ...": its own entersDiscard trigger, from the discard pile, under its owner).
    else if (!lki && ev.kind === EV.enteredDiscard && ev.amount !== 0 && ev.card >= 0) checkOwnLeaving(state, ev, { controller: state.cards[ev.card]!.owner, zone: null, silent: false });
    if (lki?.riders) for (const r of lki.riders) checkRider(state, r, ev, lki);
  }
  if (installed.rules!.triggered[ev.kind]!.length > 0) checkRules(state, ev);
  for (let p = 0; p < 2; p++) {
    const board = compiledCapital(state.players[p]!.capital);
    if ((board.eventMask & bit) !== 0) checkOwner(state, board, ev, p as PlayerId);
  }
  if (state.effects.length > 0) checkLasting(state, ev, lki);
}
