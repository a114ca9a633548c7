/**
 * Cards moving, as the rules see it (FAQ: Entering Play, Leaves Play, Out of Play, Destroy,
 * Sacrifice, Attachments, control): the would phase (replacements), the move itself (primitives),
 * then the after phase (events). A card leaving play goes to its OWNER's pile as a new card; its
 * attachments leave with it; a questing unit leaving discards its quest's tokens.
 */
import { defOf, compiledOf } from '../ruleset/registry.js';
import { record, seen, seenOrNull } from '../log.js';
import type { CardState, GameState, PlayerId, WouldEvent, ZoneName } from '../types.js';
import {
  attachmentsOf,
  detach,
  drawCards,
  endQuesting,
  isInPlay,
  isZone,
  keepKnown,
  leaveCombat,
  opponent,
  resetAsNewCard,
  toPile,
  toZone,
  zoneHolder,
} from '../primitives/cards.js';
import { CF } from '../ruleset/compiled.js';
import { activeConstants, anyConstant, cardCtx } from '../characteristics/constants.js';
import { developmentsIn, hasFlag, isBlanked, isUnit } from '../characteristics/cards.js';
import { emit, EV, type LastKnown } from './events.js';
import { ENTERED_FROM } from '../eventKinds.js';
import { heroConflict, uniqueConflict } from '../characteristics/uniqueness.js';
import { replacementKey, replacementsFor, wouldEventData, type Replacement } from './replace.js';
import { resolveNow } from './resolve.js';
import { corrupt } from './status.js';

// ---------------------------------------------------------------- would phase

/**
 * Runs the would phase of an event: a mandatory replacement takes it over (its effect resolves
 * next); optional ones stop it and ask their player (`replace` step). Returns true when the event
 * must not happen now.
 */
function replaced(state: GameState, w: WouldEvent): boolean {
  const reps = replacementsFor(state, w);
  if (reps.length === 0) return false;
  const mandatory = reps.find((r) => !r.a.optional);
  if (mandatory) {
    applyReplacement(state, w, mandatory);
    return true;
  }
  const player = reps[0]!.controller;
  const mine = reps.filter((r) => r.controller === player);
  state.stack.push({
    t: 'replace',
    player,
    event: { ...w, offered: [...w.offered, ...mine.map(replacementKey)] },
    options: mine.map((r) => ({ def: r.a.def, ability: r.a.id, source: r.source, lasting: r.lasting ? r.lasting.n : -1 })),
  });
  return true;
}

/** The replacement's effect resolves instead of the event ('eventCard' is the card). */
export function applyReplacement(state: GameState, w: WouldEvent, r: Replacement | { a: { def: string; id: string }; source: number; controller: PlayerId; lasting: { n: number } | null }): void {
  if (state.log) record(state, { type: 'replaced', by: seenOrNull(state, r.source), destroy: w.what === 'destroy', card: seen(state, w.card) });
  resolveNow(state, r.a.def, r.a.id, r.source, r.controller, wouldEventData(state, w), r.lasting ? r.lasting.n : -1);
}

function would(what: WouldEvent['what'], card: number, pile: WouldEvent['pile'], bottom: boolean, offered: string[]): WouldEvent {
  return { what, card, pile, bottom, offered };
}

// ---------------------------------------------------------------- leaving play

/** What a card was as it leaves play (its own triggers are silent when its text was blank). */
function lastKnown(state: GameState, c: CardState): LastKnown {
  return {
    controller: c.controller,
    zone: isZone(c.loc) ? c.loc : null,
    silent: isBlanked(state, c.id) || hasFlag(state, c.id, 'losesActionsAndForced'),
  };
}

/**
 * A card in play goes to an out-of-play pile of its owner (after replacements). Attachments on it
 * are discarded (they leave play too); a questing unit leaving discards its quest's tokens; a
 * quest leaving frees its questing unit. `offered`: replacements already offered for this event.
 */
export function leavePlay(state: GameState, id: number, pile: 'deck' | 'hand' | 'discard', bottom = false, offered: string[] = []): LastKnown | null {
  const c = state.cards[id]!;
  if (!isInPlay(c)) return null;
  if (replaced(state, would('leavePlay', id, pile, bottom, offered))) return null;
  return leaveNow(state, id, pile, bottom, false);
}

/**
 * `into`: it goes into play there instead of into a pile (destroyInto). Returns what the card was as
 * it left, with the attachments that went with it (they still see it go: destroyed, too).
 */
function leaveNow(state: GameState, id: number, pile: 'deck' | 'hand' | 'discard', bottom: boolean, withHost: boolean, into: { player: PlayerId; zone: ZoneName } | null = null): LastKnown {
  const c = state.cards[id]!;
  const lki = lastKnown(state, c);
  // A development leaves play silently, unless an effect made it a unit too (then a unit left play).
  const leftAsCard = !c.dev || isUnit(state, id);
  const host = c.attachedTo;
  const riders = attachmentsOf(state, id)
    .filter((a) => isInPlay(state.cards[a]!))
    .map((a) => ({ card: a, controller: state.cards[a]!.controller, silent: isBlanked(state, a) || hasFlag(state, a, 'losesActionsAndForced') }));
  for (const r of riders) if (isInPlay(state.cards[r.card]!)) leaveWithHost(state, r.card);
  // Those that went with it still see it leave. One whose leaving waits on its controller's answer
  // (an optional replacement) is attached to nothing meanwhile: its host is gone.
  for (const r of riders) if (isInPlay(state.cards[r.card]!)) state.cards[r.card]!.attachedTo = -1;
  const gone = riders.filter((r) => !isInPlay(state.cards[r.card]!));
  if (gone.length > 0) lki.riders = gone;
  if (c.questing >= 0) endQuesting(state, id);
  if (!c.dev && !c.faceDown && defOf(c).type === 'Quest' && isZone(c.loc)) {
    for (const z of state.players[c.controller].zones.quest.cards) if (state.cards[z]!.questing === id) state.cards[z]!.questing = -1;
  }
  detach(state, c);
  leaveCombat(state, id);
  resetAsNewCard(state, c);
  if (into) c.loc = 'removed';
  else {
    toPile(state, c, pile, bottom);
    if (state.log) record(state, { type: 'leftPlay', card: seen(state, id), pile });
  }
  // An attachment leaving while its host stays in play may undo what it did to it.
  if (host >= 0 && !withHost && isInPlay(state.cards[host]!)) detached(state, id, host, lki.controller);
  if (leftAsCard) emit(state, EV.leftPlay, id, lki.controller, 0, lki.zone, false, lki);
  if (into) enterPlay(state, id, into.player, into.zone);
  else if (pile === 'discard') emit(state, EV.enteredDiscard, id, c.owner, 0, lki.zone, false, lki);
  return lki;
}

/** An attachment leaving with its host goes to its owner's discard pile (FAQ: Attachments); replacements still apply. */
function leaveWithHost(state: GameState, id: number): void {
  if (replaced(state, would('leavePlay', id, 'discard', false, []))) return;
  leaveNow(state, id, 'discard', false, true);
}

/** "When this leaves play" of an attachment's `onDetach` (Judgement of Loec, Soul Stealer). */
function detached(state: GameState, attachment: number, host: number, controller: PlayerId): void {
  const at = compiledOf(state.cards[attachment]!).attach;
  if (!at?.onDetach) return;
  resolveNow(state, at.onDetach.def, at.onDetach.id, attachment, controller, { kind: EV.leftPlay, card: host, player: controller, amount: 0, zone: null, combat: false });
}

/** Destroy (FAQ Destroy): an in-play card goes to its owner's discard pile, unless a replacement takes it. */
export function destroy(state: GameState, id: number, offered: string[] = []): void {
  const c = state.cards[id]!;
  if (!isInPlay(c)) return;
  if (replaced(state, would('destroy', id, 'discard', false, offered))) return;
  destroyNow(state, id);
}

/**
 * Cards destroyed simultaneously (several units reaching lethal damage in the same state check):
 * they leave play together, so the would phase of each runs while all of them are still in play —
 * a replacement of one of them applies to the others whatever their order — and only then are the
 * cards no replacement took over destroyed. When an optional replacement asks its player and its
 * source (or the card it is attached to) is among them, that card waits under the question (a
 * `replace` step with no options is the destruction itself: as it comes up, nothing having replaced
 * it, it happens), so the source is still in play as the question is answered.
 */
export function destroyTogether(state: GameState, ids: readonly number[]): void {
  const live = ids.filter((id) => isInPlay(state.cards[id]!));
  if (live.length <= 1) {
    for (const id of live) destroy(state, id);
    return;
  }
  const base = state.stack.length;
  const rest: number[] = [];
  for (const id of live) if (!replaced(state, would('destroy', id, 'discard', false, []))) rest.push(id);
  const asking = new Set<number>();
  for (const s of state.stack.slice(base)) if (s.t === 'replace') for (const o of s.options) if (o.source >= 0) asking.add(o.source);
  const waits = (id: number) => asking.has(id) || attachmentsOf(state, id).some((a) => asking.has(a));
  const waiting = rest.filter(waits);
  for (const id of rest) if (!waits(id)) destroyNow(state, id);
  // Under the questions, in order: the first of them is destroyed first.
  const steps = waiting.reverse().map((id) => ({ t: 'replace' as const, player: state.cards[id]!.controller, event: would('destroy', id, 'discard', false, []), options: [] }));
  if (steps.length > 0) state.stack.splice(base, 0, ...steps);
}

/** A destruction no replacement took over. */
function destroyNow(state: GameState, id: number): void {
  const c = state.cards[id]!;
  const controller = c.controller;
  const zone = isZone(c.loc) ? c.loc : null;
  const wasUnit = !c.dev || isUnit(state, id);
  const lki = lastKnown(state, c);
  if (state.log) record(state, { type: 'destroyed', card: seen(state, id) });
  const left = leavePlay(state, id, 'discard');
  // Attachments that went with it still see it destroyed ("when the attached unit is destroyed").
  if (left?.riders) lki.riders = left.riders;
  if (wasUnit && !isInPlay(state.cards[id]!)) emit(state, EV.destroyed, id, controller, 0, zone, false, lki);
}

/**
 * Destroyed, but put into play in `zone` of its controller's capital instead of into the discard
 * pile (a unit that, once destroyed, comes back into its kingdom rather than the discard
 * pile): it is destroyed and leaves play (it comes back as a new card), never enters a pile (what
 * watches a discard pile sees nothing), and enters play at once. One that cannot be put into play
 * there (a unique copy, a second Hero, its own zone restriction: FAQ Put into Play) goes to the
 * discard pile as usual. Used by a
 * mandatory replacement of its destruction, after the other replacements were offered.
 */
export function destroyInto(state: GameState, id: number, zone: ZoneName): void {
  const c = state.cards[id]!;
  if (!isInPlay(c)) return;
  const controller = c.controller;
  const from = isZone(c.loc) ? c.loc : null;
  const wasUnit = !c.dev || isUnit(state, id);
  const lki = lastKnown(state, c);
  const d = defOf(c);
  const blocked = c.dev || c.faceDown || uniqueConflict(state, controller, d, id) !== null || heroConflict(state, controller, d, zone, id) !== null || (d.entry !== null && d.entry !== zone);
  if (state.log) record(state, { type: 'destroyed', card: seen(state, id) });
  const left = leaveNow(state, id, 'discard', false, false, blocked ? null : { player: controller, zone });
  if (left.riders) lki.riders = left.riders;
  if (wasUnit) emit(state, EV.destroyed, id, controller, 0, from, false, lki);
}

/**
 * Sacrifice (FAQ Sacrifice): the controller puts the card into its owner's discard pile; it cannot be
 * cancelled or prevented, so no replacement of its leaving play applies (its attachments, which are
 * discarded with it rather than sacrificed, may still be replaced).
 */
export function sacrifice(state: GameState, id: number): void {
  if (!isInPlay(state.cards[id]!)) return;
  if (state.log) record(state, { type: 'sacrificed', card: seen(state, id) });
  leaveNow(state, id, 'discard', false, false);
}

/**
 * Put a card into one of its owner's out-of-play piles: from play (leaving play), or from another
 * pile or the chain. Top of deck/discard = end of list. A card of the deck put on top of it moves to
 * the top (the rest returned on top in an order of choice: one after another, the last on top).
 * A card going from a hand or a deck into the (public) discard pile is recorded, unless `logged`:
 * its caller records the move in its own words.
 */
export function putInPile(state: GameState, id: number, pile: 'deck' | 'hand' | 'discard', bottom = false, logged = false): void {
  const c = state.cards[id]!;
  if (isInPlay(c)) {
    leavePlay(state, id, pile, bottom);
    return;
  }
  if (c.loc === pile && !bottom && pile !== 'deck') return;
  const from = c.loc === 'hand' || c.loc === 'deck' ? c.loc : null;
  // Where it comes from, as its enteredDiscard event's amount (ENTERED_FROM: a hand, a deck; 0 otherwise).
  const was = from ? ENTERED_FROM[from] : 0;
  detach(state, c);
  resetAsNewCard(state, c);
  toPile(state, c, pile, bottom);
  if (pile !== 'discard') return;
  if (state.log && from && !logged) record(state, { type: 'discarded', card: seen(state, id), from });
  emit(state, EV.enteredDiscard, id, c.owner, was);
}

/** Discard a card from hand (to its owner's discard pile). */
export function discardFromHand(state: GameState, id: number): void {
  putInPile(state, id, 'discard');
}

/**
 * Draw n cards (fewer if the deck runs out; the empty deck then ends the game). `zone`: the quest
 * phase's draw passes 'quest' ("draws cards for his quest phase": its event carries that zone).
 */
export function draw(state: GameState, p: PlayerId, n: number, zone: ZoneName | null = null, bottom = false): number {
  // "Cannot draw more than N cards this turn": a lasting behaviour's counter caps the draw and counts it.
  const budgets: { data: Record<string, number>; key: string }[] = [];
  for (const { a, ctx } of activeConstants(state, CF.drawBudget)) {
    const b = a.rules?.drawBudget;
    if (!b || !ctx.lasting || b.player(ctx) !== p) continue;
    n = Math.min(n, Math.max(0, ctx.lasting.data[b.data] ?? 0));
    budgets.push({ data: ctx.lasting.data, key: b.data });
  }
  // Decks' top cards revealed to everyone (Lord of Change): both players saw the first card drawn.
  const deck = state.players[p].deck;
  if (!bottom && n > 0 && deck.length > 0 && anyConstant(state, CF.revealDeckTops)) state.known[deck[deck.length - 1]!] = 3;
  const drawn = drawCards(state, p, n, bottom);
  for (const b of budgets) b.data[b.key] = (b.data[b.key] ?? 0) - drawn.length;
  if (drawn.length > 0) emit(state, EV.drawn, -1, p, drawn.length, zone);
  return drawn.length;
}

// ---------------------------------------------------------------- entering play

/**
 * Units entering `zone` under `p` enter corrupted (a constant of a card in that zone: Warpstone
 * Excavation), or, entering play only, a unit whose own text says it enters play corrupted, or any
 * unit entering play into a zone with no developments (Den of Iniquity).
 */
function entersCorrupted(state: GameState, id: number, enteringPlay: boolean): boolean {
  const c = state.cards[id]!;
  for (const { a, ctx } of activeConstants(state, CF.enterCorrupted)) {
    const r = a.rules!.enterCorrupted;
    if (r === 'self') {
      if (enteringPlay && ctx.self === id) return true;
    } else if (r === 'undeveloped') {
      if (enteringPlay && isZone(c.loc) && developmentsIn(state, c.controller, c.loc) === 0) return true;
    } else if (r && ctx.self >= 0 && state.cards[ctx.self]!.loc === c.loc && ctx.player === c.controller) return true;
  }
  return false;
}

/**
 * A card enters play in a zone under `controller` (played, or put into play): as a development
 * (facedown), or as itself. A unit entering where units enter corrupted is corrupted on entry (not
 * a change of state: no event); a development enters as a development, never corrupted.
 */
export function enterPlay(state: GameState, id: number, controller: PlayerId, zone: ZoneName, opts: { asDevelopment?: boolean; corrupted?: boolean; silent?: boolean } = {}): void {
  const c = state.cards[id]!;
  const from = enteredFrom(c);
  if (c.loc !== 'chain') detach(state, c);
  if (c.loc !== 'chain') resetAsNewCard(state, c);
  c.controller = controller;
  c.dev = opts.asDevelopment === true;
  c.faceDown = opts.asDevelopment === true;
  toZone(state, c, controller, zone);
  if (!c.dev && isUnit(state, id) && !hasFlag(state, id, 'cannotBeCorrupted') && (opts.corrupted || entersCorrupted(state, id, true))) c.corrupt = true;
  if (c.dev || opts.silent) return;
  if (state.log) record(state, { type: 'enteredPlay', card: seen(state, id), player: controller, zone });
  emit(state, EV.enteredPlay, id, controller, from, zone);
}

/** Where a card about to enter play comes from, as its `enteredPlay` event's amount (ENTERED_FROM). */
function enteredFrom(c: CardState): number {
  // On the chain: it was played (Necromancy marks one played from the discard pile).
  if (c.loc === 'chain') return c.necromancy ? ENTERED_FROM.discard : ENTERED_FROM.hand;
  return c.loc === 'hand' || c.loc === 'deck' || c.loc === 'discard' ? ENTERED_FROM[c.loc] : 0;
}

/** A legend enters play on its controller's capital (rules summary: Legends). */
export function placeAsLegend(state: GameState, id: number, controller: PlayerId): void {
  const c = state.cards[id]!;
  const from = enteredFrom(c);
  if (c.loc !== 'chain') detach(state, c);
  c.controller = controller;
  c.loc = 'legend';
  c.dev = false;
  c.faceDown = false;
  state.dirty = true;
  state.players[controller].legend = id;
  if (state.log) record(state, { type: 'enteredPlay', card: seen(state, id), player: controller, zone: null });
  emit(state, EV.enteredPlay, id, controller, from, null);
}

/** An attachment attaches to its host (entering play in the host's zone, under `controller`). */
export function attach(state: GameState, card: number, host: number, controller: PlayerId): void {
  const h = state.cards[host]!;
  const c = state.cards[card]!;
  const from = enteredFrom(c);
  if (c.loc !== 'chain') detach(state, c);
  c.controller = controller;
  c.attachedTo = host;
  c.dev = false;
  c.faceDown = false;
  if (isZone(h.loc)) toZone(state, c, zoneHolder(state, h), h.loc);
  else {
    c.loc = 'legend';
    state.players[h.controller].legendAttachments.push(card);
  }
  if (state.log) record(state, { type: 'attached', card: seen(state, card), host: seen(state, host), itself: false });
  const at = compiledOf(c).attach;
  if (at?.onAttach) resolveNow(state, at.onAttach.def, at.onAttach.id, card, controller, { kind: EV.enteredPlay, card: host, player: controller, amount: 0, zone: isZone(h.loc) ? h.loc : null, combat: false });
  emit(state, EV.enteredPlay, card, controller, from, isZone(h.loc) ? h.loc : null);
}

/**
 * A card in play attaches itself to another card in play (a unit that attaches to a targeted unit and
 * is an Attachment support from then on): it moves into its host's zone without leaving or
 * entering play — no event. It stops questing, leaves the combat and loses its damage (it is no
 * longer a unit); its own attachments lose their unit host and the state check discards them.
 */
export function attachInPlay(state: GameState, card: number, host: number): boolean {
  const c = state.cards[card]!;
  const h = state.cards[host]!;
  if (card === host || !isZone(c.loc) || !isZone(h.loc) || c.attachedTo >= 0 || c.dev || c.faceDown) return false;
  if (c.questing >= 0) endQuesting(state, card);
  leaveCombat(state, card);
  detach(state, c);
  c.attachedTo = host;
  c.damage = 0;
  c.assigned = 0;
  toZone(state, c, zoneHolder(state, h), h.loc);
  if (state.log) record(state, { type: 'attached', card: seen(state, card), host: seen(state, host), itself: true });
  return true;
}

/**
 * An attachment in play moves from its host to another card in play ("move an attachment from one
 * unit to another"): it stays in play (nothing enters or leaves play) and goes to its new host's
 * zone. Not onto its own host, nor onto a card its requirements do not accept (its `to` holds at
 * all times: FAQ Attachments).
 */
export function moveAttachment(state: GameState, card: number, host: number): boolean {
  const c = state.cards[card]!;
  const h = state.cards[host]!;
  if (card === host || c.attachedTo < 0 || c.attachedTo === host || !isZone(c.loc) || !isZone(h.loc) || c.dev || c.faceDown || h.attachedTo >= 0) return false;
  const at = compiledOf(c).attach;
  if (at) {
    const ctx = cardCtx(state, card, c.controller);
    ctx.each = host;
    if (!at.keep(ctx, host)) return false;
  }
  detach(state, c);
  c.attachedTo = host;
  toZone(state, c, zoneHolder(state, h), h.loc);
  if (state.log) record(state, { type: 'attached', card: seen(state, card), host: seen(state, host), itself: false });
  return true;
}

/**
 * Attach X experience (rules summary: Experience): the top X cards of `p`'s deck are attached
 * facedown to the unit or legend — support cards with no cost, loyalty, traits or text.
 */
export function attachExperience(state: GameState, host: number, p: PlayerId, x: number): number {
  const h = state.cards[host]!;
  if (!isInPlay(h)) return 0;
  let n = 0;
  for (; n < x && state.players[p].deck.length > 0; n++) {
    const id = state.players[p].deck[state.players[p].deck.length - 1]!;
    const c = state.cards[id]!;
    detach(state, c);
    c.controller = h.controller;
    c.attachedTo = host;
    c.faceDown = true;
    c.dev = false;
    if (isZone(h.loc)) toZone(state, c, zoneHolder(state, h), h.loc);
    else {
      c.loc = 'legend';
      state.players[h.controller].legendAttachments.push(id);
    }
  }
  if (n > 0) {
    state.dirty = true;
    if (state.log) record(state, { type: 'experience', host: seen(state, host), amount: n });
  }
  return n;
}

// ---------------------------------------------------------------- moving and control

/** Move a card in play to another of its controller's zones; it enters that zone but not play; attachments go with it. */
export function moveToZone(state: GameState, id: number, zone: ZoneName): void {
  const c = state.cards[id]!;
  if (!isZone(c.loc) || c.loc === zone) return;
  if (c.questing >= 0) endQuesting(state, id);
  const from = c.loc;
  const holder = zoneHolder(state, c);
  const riders = attachmentsOf(state, id);
  detach(state, c);
  toZone(state, c, holder, zone);
  for (const a of riders) {
    const ac = state.cards[a]!;
    if (!isZone(ac.loc)) continue;
    const ah = zoneHolder(state, ac);
    detach(state, ac);
    toZone(state, ac, ah === holder ? holder : ah, zone);
  }
  if (state.log) record(state, { type: 'moved', card: seen(state, id), from, to: zone });
  // A unit moved into a zone where units enter corrupted becomes corrupted (FAQ: it changes state).
  if (isUnit(state, id) && entersCorrupted(state, id, false)) corrupt(state, id);
  // FAQ Moving Units: an attacker leaving the battlefield, or a defender leaving its zone, stops taking part
  // — unless it may attack (defend) from any zone.
  const cb = state.combat;
  if (cb) {
    let i = cb.attackers.indexOf(id);
    if (i >= 0 && zone !== 'battlefield' && !hasFlag(state, id, 'attackFromAnyZone')) cb.attackers.splice(i, 1);
    i = cb.defenders.indexOf(id);
    if (i >= 0 && zone !== cb.zone && !hasFlag(state, id, 'defendFromAnyZone')) cb.defenders.splice(i, 1);
  }
  // It has entered the new zone (not play): "when a unit enters this zone" sees it.
  emit(state, EV.moved, id, holder, 0, zone);
}

/**
 * Take control of a card in play (FAQ: control): it moves to the corresponding zone of its new
 * controller; attachments on it go with it (their control does not change); a unit stops questing
 * and leaves the combat.
 */
export function changeControl(state: GameState, id: number, to: PlayerId): void {
  const c = state.cards[id]!;
  if (!isZone(c.loc) || c.controller === to) return;
  const zone = c.loc;
  if (c.questing >= 0) endQuesting(state, id);
  const riders = attachmentsOf(state, id);
  detach(state, c);
  toZone(state, c, to, zone);
  for (const a of riders) {
    const ac = state.cards[a]!;
    if (!isZone(ac.loc)) continue;
    detach(state, ac);
    toZone(state, ac, to, zone);
  }
  leaveCombat(state, id);
  c.controller = to;
  if (state.log) record(state, { type: 'controlTaken', player: to, card: seen(state, id) });
}

/**
 * A development is turned faceup (it does not enter play: FAQ): it stops being a development and
 * is its card type. A faceup card is turned into a development (facedown, or faceup when the
 * effect says so): it loses damage and tokens, stops questing and leaves the combat.
 */
export function turnFaceup(state: GameState, id: number): void {
  const c = state.cards[id]!;
  if (!isZone(c.loc) || !c.dev) return;
  c.dev = false;
  c.faceDown = false;
  state.dirty = true;
  if (state.log) record(state, { type: 'turnedFaceup', card: seen(state, id) });
  // FAQ (Rip Dere 'Eads Off!): a card that cannot be in play so (a second unique copy, a second Hero
  // in the zone) is sacrificed at once.
  const def = defOf(c);
  const conflict = uniqueConflict(state, c.controller, def, id) ?? heroConflict(state, c.controller, def, c.loc, id);
  if (conflict) {
    if (state.log) record(state, { type: 'cannotEnterPlay', card: seen(state, id), reason: conflict, sacrificed: true });
    sacrifice(state, id);
  }
}

export function turnIntoDevelopment(state: GameState, id: number, faceDown = true): void {
  const c = state.cards[id]!;
  if (!isZone(c.loc) || c.dev) return;
  if (c.questing >= 0) endQuesting(state, id);
  // Its attachments stay until the state check finds their requirements unmet (FAQ: Attachments).
  c.dev = true;
  // Turned facedown where it is: whoever saw it still knows it.
  if (faceDown) keepKnown(state, id);
  c.faceDown = faceDown;
  // An attachment turned into a development is attached to nothing any more: it stays in its zone
  // and no longer goes with its former host (Rodrik's Raiders).
  c.attachedTo = -1;
  state.dirty = true;
  // FAQ (faceup developments): a card that becomes a development "and is only a development" loses
  // its damage and tokens; one an effect makes a unit too (Kairos Fateweaver) stays the unit it was.
  if (!isUnit(state, id)) {
    c.damage = 0;
    c.tokens = 0;
    c.corrupt = false;
    c.assigned = 0;
    leaveCombat(state, id);
  }
  if (state.log) record(state, { type: 'becameDevelopment', card: seen(state, id) });
}

export { opponent };
