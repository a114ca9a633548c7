/**
 * Moving cards between places. Every card is always in exactly one place: its `loc` and exactly one
 * of the lists (deck, hand, discard, a zone's cards, the chain, the legend slot) agree.
 *
 * FAQ "Out of Play": a card leaving play goes to its OWNER's pile and becomes a new card — damage,
 * tokens, corruption and lasting effects on it are gone. FAQ "Sacrifice"/"Destroy"/"Leaves Play".
 */
import { defOf } from '../registry.js';
import { log, nameOf } from '../log.js';
import { emit, EV } from '../timing/events.js';
import type { CardState, GameState, PlayerId, ZoneName } from '../types.js';
import { countsAsUnit, isInPlay, isUnitInPlay, isZone } from './queries.js';
import { entersCorrupted, hasConstantFlag, sourceCtx } from '../abilities/constants.js';
import { corrupt } from './damage.js';
import { noteDiscarded } from './discardOrder.js';

function removeFrom(list: number[], id: number): void {
  const i = list.lastIndexOf(id);
  if (i < 0) throw new Error(`card #${id} is not where the state says it is`);
  list.splice(i, 1);
}

/** Takes a card out of whatever list holds it, leaving its `loc` stale for the caller to set. */
function detach(state: GameState, c: CardState): void {
  switch (c.loc) {
    case 'deck':
      removeFrom(state.players[c.owner].deck, c.id);
      break;
    case 'hand':
      removeFrom(state.players[c.owner].hand, c.id);
      break;
    case 'discard':
      removeFrom(state.players[c.owner].discard, c.id);
      break;
    case 'chain':
      break; // chain links refer to cards; the link itself is removed by the chain
    case 'legend':
      state.players[c.controller].legend = -1;
      break;
    case 'removed':
      break;
    default: {
      // An attachment sits in its host's zone, which may be the opponent's.
      const own = state.players[c.controller].zones[c.loc].cards;
      if (own.includes(c.id)) removeFrom(own, c.id);
      else removeFrom(state.players[(1 - c.controller) as PlayerId].zones[c.loc].cards, c.id);
    }
  }
}

/** Clears everything that belongs to a card only while it is in play. */
function resetAsNewCard(state: GameState, c: CardState): void {
  c.damage = 0;
  c.tokens = 0;
  c.corrupt = false;
  c.assigned = 0;
  c.dev = false;
  c.faceDown = false;
  c.necromancy = false;
  c.attachedTo = -1;
  c.questing = -1;
  c.controller = c.owner;
  state.dirty = true;
  const fx = state.effects;
  for (let i = fx.length - 1; i >= 0; i--) if (fx[i]!.card === c.id) fx.splice(i, 1);
}

/**
 * Listeners told whenever a card enters an out-of-play pile (deck, hand or discard pile), from
 * anywhere: play, the chain, the hand, the deck ("a unit that entered your discard pile this turn").
 * The card has already been reset as a new card, so a listener may mark it with a lasting effect.
 */
export type PileListener = (state: GameState, id: number, pile: 'deck' | 'hand' | 'discard') => void;
const pileListeners: PileListener[] = [];
export function onPileEntered(listener: PileListener): void {
  pileListeners.push(listener);
}
function pileEntered(state: GameState, id: number, pile: 'deck' | 'hand' | 'discard'): void {
  if (pile === 'discard') noteDiscarded(state, id); // its owner may order cards entering together
  for (let i = 0; i < pileListeners.length; i++) pileListeners[i]!(state, id, pile);
}

/** Put a card (not in play) into a player's out-of-play pile. Top of deck/discard = end of list. */
export function putInPile(state: GameState, id: number, pile: 'deck' | 'hand' | 'discard', bottom = false): void {
  const c = state.cards[id]!;
  if (isInPlay(c)) {
    leavePlay(state, id, pile, bottom);
    return;
  }
  detach(state, c);
  resetAsNewCard(state, c);
  c.loc = pile;
  const list = state.players[c.owner][pile];
  if (bottom) list.unshift(id);
  else list.push(id);
  pileEntered(state, id, pile);
}

/**
 * A card in play goes to an out-of-play pile of its owner. Attachments on it are discarded; a
 * questing unit leaving discards its quest's tokens; a quest leaving frees its questing unit.
 */
export function leavePlay(state: GameState, id: number, pile: 'deck' | 'hand' | 'discard', bottom = false): void {
  leave(state, id, pile, bottom, false);
}

function leave(state: GameState, id: number, pile: 'deck' | 'hand' | 'discard', bottom: boolean, withHost: boolean): void {
  const c = state.cards[id]!;
  const from = c.loc;
  const controller = c.controller;
  // A development leaves play silently, unless an effect made it a unit too (then a unit left play).
  const leftAsCard = !c.dev || countsAsUnit(state, id);
  const host = c.attachedTo;
  // Attachments leave with their host (FAQ Attachments: they go to their owner's discard pile).
  for (const zone of ['kingdom', 'quest', 'battlefield'] as const) {
    for (const p of [0, 1] as const) {
      const cards = state.players[p].zones[zone].cards;
      for (let i = cards.length - 1; i >= 0; i--) {
        const a = state.cards[cards[i]!]!;
        if (a.attachedTo === id && a.id !== id) leave(state, a.id, 'discard', false, true);
      }
    }
  }
  if (c.questing >= 0) endQuesting(state, id);
  if (!c.dev && defOf(c).type === 'Quest') {
    for (const z of state.players[controller].zones.quest.cards) {
      const u = state.cards[z]!;
      if (u.questing === id) u.questing = -1;
    }
  }
  detach(state, c);
  if (state.combat) {
    const cb = state.combat;
    let i = cb.attackers.indexOf(id);
    if (i >= 0) cb.attackers.splice(i, 1);
    i = cb.defenders.indexOf(id);
    if (i >= 0) cb.defenders.splice(i, 1);
  }
  resetAsNewCard(state, c);
  c.loc = pile;
  const list = state.players[c.owner][pile];
  if (bottom) list.unshift(id);
  else list.push(id);
  pileEntered(state, id, pile);
  if (state.log) log(state, `${nameOf(state, id)} leaves play to its owner's ${pile}`);
  // An attachment leaving its host in play may undo what it did to it (AttachRule.onDetach).
  if (host >= 0 && !withHost && isInPlay(state.cards[host]!)) defOf(c).attach?.onDetach?.(sourceCtx(state, id, -1), host);
  if (leftAsCard) emit(state, EV.leftPlay, id, controller, 0, isZone(from) ? from : null);
}

/**
 * Replacement effects on destruction ("if one of your units would be destroyed, ... instead"): a
 * replacement returns true when it takes the destruction over (it then does something else, or
 * defers the destruction to a choice and destroys the card itself later); the card is not destroyed.
 */
export type DestroyReplacement = (state: GameState, id: number) => boolean;
const destroyReplacements: DestroyReplacement[] = [];
export function registerDestroyReplacement(r: DestroyReplacement): void {
  destroyReplacements.push(r);
}

/** Destroy (FAQ Destroy): an in-play card goes to its owner's discard pile. */
export function destroy(state: GameState, id: number): void {
  const c = state.cards[id]!;
  if (!isInPlay(c)) return;
  for (let i = 0; i < destroyReplacements.length; i++) if (destroyReplacements[i]!(state, id)) return;
  const controller = c.controller;
  const zone = isZone(c.loc) ? c.loc : null;
  if (state.log) log(state, `${nameOf(state, id)} is destroyed`);
  const wasUnit = !c.dev || countsAsUnit(state, id);
  leavePlay(state, id, 'discard');
  if (wasUnit) emit(state, EV.destroyed, id, controller, 0, zone);
}

/** Sacrifice (FAQ Sacrifice): the controller puts the card into its owner's discard pile; cannot be prevented. */
export function sacrifice(state: GameState, id: number): void {
  if (state.log) log(state, `${nameOf(state, id)} is sacrificed`);
  leavePlay(state, id, 'discard');
}

/** Draw n cards (fewer if the deck runs out; the empty deck then ends the game). */
export function draw(state: GameState, p: PlayerId, n: number): number {
  const pl = state.players[p];
  let drawn = 0;
  for (; drawn < n && pl.deck.length > 0; drawn++) {
    const id = pl.deck.pop()!;
    state.cards[id]!.loc = 'hand';
    pl.hand.push(id);
  }
  return drawn;
}

/** Discard from hand to the owner's discard pile. */
export function discardFromHand(state: GameState, id: number): void {
  putInPile(state, id, 'discard');
}

/**
 * Shuffle a player's deck. The deck's instance ids keep their positions and the card identities are
 * permuted among them, so no instance id can be followed through a shuffle (hidden information).
 */
export function shuffleDeck(state: GameState, p: PlayerId, shuffle: (order: number[]) => void): void {
  const deck = state.players[p].deck;
  const defs = deck.map((id) => state.cards[id]!.def);
  const ks = deck.map((id) => state.cards[id]!.k);
  const order = deck.map((_, i) => i);
  shuffle(order);
  for (let i = 0; i < deck.length; i++) {
    const c = state.cards[deck[i]!]!;
    c.def = defs[order[i]!]!;
    c.k = ks[order[i]!]!;
  }
}

/** Put a card into play in one of its controller's zones (after it was played or put into play). */
export function placeInZone(state: GameState, id: number, controller: PlayerId, zone: ZoneName, asDevelopment = false): void {
  const c = state.cards[id]!;
  if (c.loc !== 'chain') detach(state, c);
  c.controller = controller;
  c.loc = zone;
  state.dirty = true;
  c.dev = asDevelopment;
  c.faceDown = asDevelopment;
  state.players[controller].zones[zone].cards.push(id);
  // A unit entering play in a state (enters corrupted) has not changed state: no corrupted event. A
  // development enters as a development, before any effect makes it a unit, so never corrupted
  // (FAQ Q&A on Kairos Fateweaver and Warpstone Excavation).
  if (!asDevelopment && isUnitInPlay(c) && entersCorrupted(state, id) && !hasConstantFlag(state, id, 'cannotBeCorrupted')) c.corrupt = true;
}

/** Put a legend into play on its controller's capital (rules summary: Legends). */
export function placeAsLegend(state: GameState, id: number, controller: PlayerId): void {
  const c = state.cards[id]!;
  if (c.loc !== 'chain') detach(state, c);
  c.controller = controller;
  c.loc = 'legend';
  c.dev = false;
  c.faceDown = false;
  state.dirty = true;
  state.players[controller].legend = id;
}

/** Move a card in play to another of its controller's zones; it enters that zone but not play. */
export function moveToZone(state: GameState, id: number, zone: ZoneName): void {
  const c = state.cards[id]!;
  if (!isZone(c.loc) || c.loc === zone) return;
  if (c.questing >= 0) endQuesting(state, id);
  const from = c.loc;
  const owner = state.players[c.controller].zones[from].cards.includes(id) ? c.controller : ((1 - c.controller) as PlayerId);
  detach(state, c);
  c.loc = zone;
  state.dirty = true;
  state.players[owner].zones[zone].cards.push(id);
  // Attachments move with their host (they sit in its zone).
  for (const p of [0, 1] as const) {
    const cards = state.players[p].zones[from].cards;
    for (let i = cards.length - 1; i >= 0; i--) {
      const a = state.cards[cards[i]!]!;
      if (a.attachedTo === id) {
        cards.splice(i, 1);
        a.loc = zone;
        state.players[owner].zones[zone].cards.push(a.id);
      }
    }
  }
  // A unit moved into a zone where units enter corrupted becomes corrupted (FAQ: it changes state).
  if (countsAsUnit(state, id) && entersCorrupted(state, id)) corrupt(state, id);
  // FAQ Moving Units: an attacker leaving the battlefield, or a defender leaving its zone, stops taking part.
  const cb = state.combat;
  if (cb) {
    let i = cb.attackers.indexOf(id);
    // ...unless it may attack from any zone (FAQ Moving Units: an effect letting it attack from there is an exception).
    if (i >= 0 && zone !== 'battlefield' && !hasConstantFlag(state, id, 'attackFromAnyZone')) cb.attackers.splice(i, 1);
    i = cb.defenders.indexOf(id);
    if (i >= 0 && zone !== cb.zone) cb.defenders.splice(i, 1);
  }
}

/** A unit stops questing: the quest's resource tokens are discarded (Sending a Unit on a Quest). */
export function endQuesting(state: GameState, unit: number): void {
  const u = state.cards[unit]!;
  const quest = state.cards[u.questing];
  u.questing = -1;
  if (quest) quest.tokens = 0;
}

/**
 * Take control of a card in play (FAQ: control): it moves to the corresponding zone of its new
 * controller; attachments on it go with it (their control does not change); a unit stops questing.
 * Leaving play returns it to its owner's piles as always.
 */
export function changeControl(state: GameState, id: number, to: PlayerId): void {
  const c = state.cards[id]!;
  if (!isZone(c.loc) || c.controller === to) return;
  const zone = c.loc;
  if (c.questing >= 0) endQuesting(state, id);
  const holder = state.players[c.controller].zones[zone].cards.includes(id) ? c.controller : ((1 - c.controller) as PlayerId);
  const from = state.players[holder].zones[zone].cards;
  from.splice(from.indexOf(id), 1);
  state.players[to].zones[zone].cards.push(id);
  for (let i = from.length - 1; i >= 0; i--) {
    const a = state.cards[from[i]!]!;
    if (a.attachedTo === id) {
      from.splice(i, 1);
      state.players[to].zones[zone].cards.push(a.id);
    }
  }
  // A unit that changes sides leaves the combat.
  const cb = state.combat;
  if (cb) {
    let i = cb.attackers.indexOf(id);
    if (i >= 0) cb.attackers.splice(i, 1);
    i = cb.defenders.indexOf(id);
    if (i >= 0) cb.defenders.splice(i, 1);
  }
  c.controller = to;
  state.dirty = true;
  if (state.log) log(state, `P${to + 1} takes control of ${nameOf(state, id)}`);
}

/**
 * Attach X experience (rules summary: Experience): the top X cards of `p`'s deck are attached
 * facedown to the unit or legend — support cards with no cost, loyalty, traits or text.
 */
export function attachExperience(state: GameState, host: number, p: PlayerId, x: number): number {
  const h = state.cards[host]!;
  const zone = h.loc;
  let n = 0;
  for (; n < x && state.players[p].deck.length > 0; n++) {
    const id = state.players[p].deck.pop()!;
    const c = state.cards[id]!;
    c.loc = zone;
    c.controller = h.controller;
    c.attachedTo = host;
    c.faceDown = true;
    c.dev = false;
    if (isZone(zone)) state.players[state.players[h.controller].zones[zone].cards.includes(host) ? h.controller : ((1 - h.controller) as PlayerId)].zones[zone].cards.push(id);
    else state.players[h.controller].zones.kingdom.cards.push(id); // a legend's experience sits by the capital
  }
  if (n > 0) state.dirty = true;
  return n;
}

/** Experience cards attached to a card. */
export function experienceOn(state: GameState, host: number): number {
  let n = 0;
  for (const c of state.cards) if (c.attachedTo === host && c.faceDown && !c.dev) n++;
  return n;
}
