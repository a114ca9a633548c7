/**
 * Primitives: moving a card between the places of the state, keeping the one invariant — every
 * card is in exactly one place, where its `loc` and exactly one of the lists (deck, hand, discard,
 * a zone's cards, the legend slot; the chain holds links, not cards) agree. No rules here: no
 * events, no constant effects — the effects layer (effects/movement.ts) does those around these.
 *
 * FAQ "Out of Play": a card leaving play becomes a new card — damage, tokens, corruption, state and
 * the lasting effects on it are gone.
 */
import type { CardState, GameState, PlayerId, ZoneName } from '../types.js';
import { seenBits } from '../log.js';

const BOTH = 3;

export function isInPlay(c: CardState): boolean {
  return c.loc === 'kingdom' || c.loc === 'quest' || c.loc === 'battlefield' || c.loc === 'legend';
}

export function isZone(loc: string): loc is ZoneName {
  return loc === 'kingdom' || loc === 'quest' || loc === 'battlefield';
}

export function opponent(p: PlayerId): PlayerId {
  return (1 - p) as PlayerId;
}

function removeFrom(list: number[], id: number): void {
  const i = list.lastIndexOf(id);
  if (i < 0) throw new Error(`engine error: card #${id} is not where the state says it is`);
  list.splice(i, 1);
}

/**
 * The player whose capital a card in a zone sits on: its controller's, except an attachment on an
 * opponent's card (it sits in its host's zone).
 */
export function zoneHolder(state: GameState, c: CardState): PlayerId {
  if (!isZone(c.loc)) return c.controller;
  return state.players[c.controller].zones[c.loc].cards.includes(c.id) ? c.controller : opponent(c.controller);
}

/**
 * Takes a card out of whatever list holds it, leaving its `loc` stale for the caller to set.
 * Who knows the card goes with it (players watch it move): those who could see it where it was —
 * but a card leaving a hand is known to its owner only, unless it is being revealed (the other
 * player cannot tell which card of the hand it was; a public destination shows it to him anyway).
 */
export function detach(state: GameState, c: CardState): void {
  state.known[c.id] = c.loc === 'hand' && !isRevealed(state, c.id) ? 1 << c.owner : seenBits(state, c.id);
  switch (c.loc) {
    case 'deck':
      removeFrom(state.players[c.owner].deck, c.id);
      c.epoch++;
      break;
    case 'hand':
      removeFrom(state.players[c.owner].hand, c.id);
      c.epoch++;
      break;
    case 'discard':
      removeFrom(state.players[c.owner].discard, c.id);
      break;
    case 'chain':
    case 'removed':
      break; // chain links refer to cards; the link itself is removed by the chain
    case 'legend': {
      // The legend itself, or a card attached to a legend (experience).
      for (const pl of state.players) {
        if (pl.legend === c.id) pl.legend = -1;
        else if (pl.legendAttachments.includes(c.id)) removeFrom(pl.legendAttachments, c.id);
        else continue;
        return;
      }
      throw new Error(`engine error: card #${c.id} is not where the state says it is`);
    }
    default:
      removeFrom(state.players[zoneHolder(state, c)].zones[c.loc].cards, c.id);
  }
}

/** Clears everything that belongs to a card only while it is in play, and the lasting effects on it. */
export function resetAsNewCard(state: GameState, c: CardState): void {
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

/** Puts a card (already detached) on an out-of-play pile of its owner: top = end of the list. */
export function toPile(state: GameState, c: CardState, pile: 'deck' | 'hand' | 'discard', bottom: boolean): void {
  if (c.loc === 'hand' && pile === 'deck' && !isRevealed(state, c.id)) concealHand(state, c.owner);
  c.loc = pile;
  const list = state.players[c.owner][pile];
  if (bottom) list.unshift(c.id);
  else list.push(c.id);
  if (pile === 'discard') state.discarded.push(c.id);
}

/** The cards noted as entering a discard pile so far entered together; the next ones enter later (FAQ: Discard Pile order). */
export function closeDiscardGroup(state: GameState): void {
  const n = state.discarded.length;
  const g = state.discardGroups;
  if (n !== 0 && (g.length === 0 || g[g.length - 1] !== n)) g.push(n);
}

/** Puts a card (already detached) into a zone of `holder`'s capital. */
export function toZone(state: GameState, c: CardState, holder: PlayerId, zone: ZoneName): void {
  c.loc = zone;
  state.players[holder].zones[zone].cards.push(c.id);
  state.dirty = true;
}

function collectAttached(state: GameState, list: readonly number[], host: number, out: number[]): void {
  for (let i = 0; i < list.length; i++) if (state.cards[list[i]!]!.attachedTo === host && list[i] !== host) out.push(list[i]!);
}

/** Every card attached to `host` (attachments and experience), in zone order. (No array of lists: views call it for every card.) */
export function attachmentsOf(state: GameState, host: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p]!;
    collectAttached(state, pl.zones.kingdom.cards, host, out);
    collectAttached(state, pl.zones.quest.cards, host, out);
    collectAttached(state, pl.zones.battlefield.cards, host, out);
    collectAttached(state, pl.legendAttachments, host, out);
  }
  return out;
}

/** The unit questing on a quest in play, or -1 (Sending a Unit on a Quest). */
export function questerOf(state: GameState, quest: number): number {
  const q = state.cards[quest]!;
  if (!isZone(q.loc)) return -1;
  const cards = state.players[q.controller].zones.quest.cards;
  for (let i = 0; i < cards.length; i++) if (state.cards[cards[i]!]!.questing === quest) return cards[i]!;
  return -1;
}

/** A unit stops questing: the quest's resource tokens are discarded (Sending a Unit on a Quest). */
export function endQuesting(state: GameState, unit: number): void {
  const u = state.cards[unit]!;
  const quest = state.cards[u.questing];
  u.questing = -1;
  if (quest) quest.tokens = 0;
}

/** Takes a card out of the combat (it left play, changed sides or stopped being a unit). */
export function leaveCombat(state: GameState, id: number): void {
  const cb = state.combat;
  if (!cb) return;
  let i = cb.attackers.indexOf(id);
  if (i >= 0) cb.attackers.splice(i, 1);
  i = cb.defenders.indexOf(id);
  if (i >= 0) cb.defenders.splice(i, 1);
}

/**
 * A card left `p`'s hand for a place hidden from his opponent (his deck, facedown into play): the
 * opponent cannot tell which card of the hand it was, so he no longer knows any of them.
 */
export function concealHand(state: GameState, p: PlayerId): void {
  const other = ~(1 << (1 - p));
  for (const id of state.players[p].hand) state.known[id]! &= other;
}

/** A card stays where it is but becomes hidden (turned facedown): whoever saw it keeps knowing it. */
export function keepKnown(state: GameState, id: number): void {
  state.known[id] = seenBits(state, id);
}

/** `p` looks at these cards (a deck's top cards an effect shows him): he knows them while they stay in sight of him. */
export function lookAt(state: GameState, p: PlayerId, ids: readonly number[]): void {
  for (const id of ids) state.known[id]! |= 1 << p;
}

/** Draws n cards (fewer when the deck runs out); returns the ids drawn. */
export function drawCards(state: GameState, p: PlayerId, n: number, bottom = false): number[] {
  const pl = state.players[p];
  const out: number[] = [];
  for (let i = 0; i < n && pl.deck.length > 0; i++) {
    // The deck's top card is its last; "from the bottom of the deck" takes its first.
    const id = bottom ? pl.deck.shift()! : pl.deck.pop()!;
    state.cards[id]!.loc = 'hand';
    state.cards[id]!.epoch++;
    pl.hand.push(id);
    out.push(id);
  }
  return out;
}

/**
 * Shuffles a player's deck. The deck's instance ids keep their positions and the card identities
 * are permuted among them, so no instance id can be followed through a shuffle (hidden information).
 */
export function shuffleDeck(state: GameState, p: PlayerId, shuffle: (order: number[]) => void): void {
  const deck = state.players[p].deck;
  const defs = deck.map((id) => state.cards[id]!.def);
  const ks = deck.map((id) => state.cards[id]!.k);
  const order = deck.map((_, i) => i);
  shuffle(order);
  // A revealed card shuffled back is one of many again; nobody knows any card of the deck any more.
  if (state.revealed.length > 0) state.revealed = state.revealed.filter((id) => state.cards[id]!.loc !== 'deck' || state.cards[id]!.owner !== p);
  for (let i = 0; i < deck.length; i++) state.known[deck[i]!] = 0;
  for (let i = 0; i < deck.length; i++) {
    const c = state.cards[deck[i]!]!;
    c.def = defs[order[i]!]!;
    c.k = ks[order[i]!]!;
  }
}

/**
 * Reveal cards to both players (rules: Reveal) until the ability revealing them has resolved; both
 * know them afterwards while they stay where they are (a revealed hand card is remembered).
 */
export function reveal(state: GameState, ids: readonly number[]): void {
  for (const id of ids) {
    if (id < 0) continue;
    if (!state.revealed.includes(id)) state.revealed.push(id);
    state.known[id] = BOTH;
  }
}

/** Whether an effect is showing this card to both players now. */
export function isRevealed(state: GameState, id: number): boolean {
  return state.revealed.length > 0 && state.revealed.includes(id);
}
