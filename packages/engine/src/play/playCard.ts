/**
 * Playing units, supports, quests and legends from hand in the capital phase, and the facedown
 * development (FAQ: Playing Cards — never in response, only in the owner's capital phase). The
 * played card goes on the chain and enters play when its link resolves (FAQ: Entering Play).
 * Legends (rules summary: Legends) go onto the capital, in no zone: the board must show the
 * legend's race symbol, and a player has at most one legend in play.
 */
import { defOf } from '../registry.js';
import { log, nameOf, playerName } from '../log.js';
import { emit, EV, PLAYED_DEVELOPMENT, PLAYED_FROM_HAND } from '../timing/events.js';
import { placeAsLegend, placeInZone, putInPile } from '../rules/cardMovement.js';
import { isZone, questerOf } from '../rules/queries.js';
import { capitalDef } from '../registry.js';
import { heroConflict, uniqueConflict } from './uniqueness.js';
import { resolveAttachment, whyCannotAttach } from './attachments.js';
import { inHandForPlay, targetTax } from '../abilities/constants.js';
import { availableResources, costChangesPaid, loyaltyRace, playCost, spendResources } from './cost.js';
import type { ChainLink, GameState, PlayerId, ZoneName } from '../types.js';

const PLAYABLE_FROM_HAND = new Set(['Unit', 'Support', 'Quest', 'Legend']);

/** Whether it is the moment to play cards from hand: own capital phase, no chain open. */
export function canPlayCardsNow(state: GameState, p: PlayerId): boolean {
  return state.phase === 'capital' && state.active === p && state.chain.length === 0 && state.combat === null;
}

/** Why `card` cannot be played into `zone` right now, or null when it can. */
export function whyCannotPlay(state: GameState, p: PlayerId, card: number, zone: ZoneName, target = -1, x = 0): string | null {
  return whyCannotPlayCard(state, p, card) ?? whyCannotPlayInto(state, p, card, zone, target, x);
}

/** The checks that do not depend on where the card goes. */
export function whyCannotPlayCard(state: GameState, p: PlayerId, card: number): string | null {
  const c = state.cards[card];
  if (!c) return `there is no card #${card}`;
  const def = defOf(c);
  const fromDiscard = c.loc === 'discard' && def.keywords.necromancy === true; // Necromancy
  // Lord of Change: the deck's top card may be played as though it were in the hand.
  if (c.owner !== p || (c.loc !== 'hand' && !fromDiscard && !inHandForPlay(state, p, card))) return `${def.name} (#${card}) is not in your hand`;
  if (!canPlayCardsNow(state, p)) return 'cards are played from hand only in your own capital phase, not in response';
  if (!PLAYABLE_FROM_HAND.has(def.type)) return `${def.name} is a ${def.type.toLowerCase()}, not a unit, support, quest or legend`;
  if (!def.implemented) return `${def.name} is not implemented yet`;
  if (def.keywords.limited && state.players[p].limitedTurn === state.turn) return 'you already played a Limited card this turn';
  return uniqueConflict(state, p, def);
}

/** The checks for one zone (and quest target, and X), including whether the player can pay. */
/** `explain: false` (listing options) skips building the most frequent message, the unaffordable cost. */
export function whyCannotPlayInto(state: GameState, p: PlayerId, card: number, zone: ZoneName, target = -1, x = 0, loyalty?: number, explain = true): string | null {
  const def = defOf(state.cards[card]!);
  if (def.type === 'Legend') return `${def.name} is a legend: it is played onto your capital, with no zone`;
  if (!isZone(zone)) return `'${String(zone)}' is not a zone`;
  if (def.type === 'Quest' && zone !== 'quest') return `${def.name} is a quest and goes into your quest zone`;
  if (def.attach) {
    const why = whyCannotAttach(state, p, card, zone, target);
    if (why) return why;
    // Attaching targets the host (FAQ Q&A): target taxes are paid on top.
    const cost = playCost(state, p, card, zone, x, loyalty) + targetTax(state, [target], p);
    if (cost <= availableResources(state, p)) return null;
    return explain ? `${def.name} costs ${cost} but you have ${availableResources(state, p)} resources` : 'cannot pay';
  }
  if (def.entry && def.entry !== zone) return `${def.name} may enter play only in your ${def.entry}`;
  const h = heroConflict(state, p, def, zone);
  if (h) return h;
  if (target >= 0) {
    const q = state.cards[target];
    if (def.type !== 'Unit') return 'only units can be sent on a quest';
    if (!q || q.loc !== 'quest' || q.controller !== p || q.dev || defOf(q).type !== 'Quest') return `#${target} is not a quest in your quest zone`;
    if (zone !== 'quest') return 'a unit sent on a quest is played into your quest zone';
    if (isQuestTaken(state, target)) return `${defOf(q).name} already has a unit questing on it`;
  }
  if (def.cost === 'X' ? x < 0 || !Number.isInteger(x) : x !== 0) return `invalid X value ${x}`;
  const cost = playCost(state, p, card, zone, x, loyalty);
  if (cost > availableResources(state, p)) return explain ? `${def.name} costs ${cost} but you have ${availableResources(state, p)} resources` : 'cannot pay';
  return null;
}

/** Why the player cannot have this legend enter play now (the slot, the board), or null. */
export function legendConflict(state: GameState, p: PlayerId, card: number): string | null {
  const pl = state.players[p];
  if (pl.legend >= 0) return `you already have a legend in play (${defOf(state.cards[pl.legend]!).name}): one at a time`;
  const def = defOf(state.cards[card]!);
  // The board must show the legend's race (its Hidden Kingdoms trait for a neutral legend).
  const race = loyaltyRace(def);
  const cap = capitalDef(pl.capital);
  if (race !== 'Neutral' && cap.race !== race && !cap.symbols.includes(race)) return `${def.name} needs a capital with the ${race} symbol; yours is the ${cap.name} capital`;
  return null;
}

/** Why a legend (already checked by whyCannotPlayCard) cannot be played onto the capital now, or null. */
export function whyCannotPlayLegend(state: GameState, p: PlayerId, card: number, loyalty?: number): string | null {
  const why = legendConflict(state, p, card);
  if (why) return why;
  const def = defOf(state.cards[card]!);
  const cost = playCost(state, p, card, null, 0, loyalty);
  if (cost > availableResources(state, p)) return `${def.name} costs ${cost} but you have ${availableResources(state, p)} resources`;
  return null;
}

export function isQuestTaken(state: GameState, quest: number): boolean {
  return questerOf(state, quest) >= 0;
}

export function whyCannotDevelop(state: GameState, p: PlayerId, card: number, zone: ZoneName): string | null {
  const c = state.cards[card];
  if (!c || !inHandForPlay(state, p, card)) return `#${card} is not in your hand`;
  if (!canPlayCardsNow(state, p)) return 'developments are played only in your own capital phase, not in response';
  if (!isZone(zone)) return `'${String(zone)}' is not a zone`;
  if (state.players[p].developmentTurn === state.turn) return 'you already played a development this turn';
  return null;
}

/** Pay and put the card on the chain (costs are paid when the action is added). */
export function startPlay(state: GameState, p: PlayerId, card: number, zone: ZoneName | null, target: number, x: number): void {
  const def = defOf(state.cards[card]!);
  const cost = playCost(state, p, card, zone, x) + (def.attach ? targetTax(state, [target], p) : 0);
  const pl = state.players[p];
  spendResources(state, p, cost);
  if (def.keywords.limited) pl.limitedTurn = state.turn;
  costChangesPaid(state, p, card, zone);
  const fromHand = playedAsFromHand(state, card);
  toChain(state, card);
  state.chain.push(link('play', p, card, zone, target, x));
  if (state.log) log(state, `${playerName(p)} plays ${nameOf(state, card)} ${zone ? `into the ${zone}` : 'onto the capital'}${target >= 0 ? ` on ${nameOf(state, target)}` : ''} for ${cost}`);
  emit(state, EV.played, card, p, fromHand ? PLAYED_FROM_HAND : 0, zone);
}

export function startDevelopment(state: GameState, p: PlayerId, card: number, zone: ZoneName): void {
  state.players[p].developmentTurn = state.turn;
  const fromHand = playedAsFromHand(state, card);
  toChain(state, card);
  state.cards[card]!.faceDown = true;
  state.chain.push(link('develop', p, card, zone, -1, 0));
  if (state.log) log(state, `${playerName(p)} plays a card facedown as a development in the ${zone}`);
  emit(state, EV.played, card, p, PLAYED_DEVELOPMENT | (fromHand ? PLAYED_FROM_HAND : 0), zone);
}

/** Played from the hand, or from the deck's top as though it were in the hand (Lord of Change). */
function playedAsFromHand(state: GameState, card: number): boolean {
  const loc = state.cards[card]!.loc;
  return loc === 'hand' || loc === 'deck';
}

function toChain(state: GameState, card: number): void {
  const c = state.cards[card]!;
  const pl = state.players[c.owner];
  const from = c.loc === 'discard' ? pl.discard : c.loc === 'deck' ? pl.deck : pl.hand;
  // Played from the discard pile through Necromancy: it returns to the deck at the end of the turn.
  if (c.loc === 'discard') c.necromancy = true;
  from.splice(from.indexOf(card), 1);
  c.loc = 'chain';
}

function link(kind: ChainLink['kind'], player: PlayerId, card: number, zone: ZoneName | null, target: number, x: number): ChainLink {
  return { kind, player, card, zone, target, x, cancelled: false, use: null };
}

/** A played unit/support/quest reaches the end of its chain: it enters play (or fails to). */
export function resolvePlay(state: GameState, l: ChainLink): void {
  const c = state.cards[l.card]!;
  const def = defOf(c);
  if (l.cancelled) {
    putInPile(state, l.card, 'discard');
    return;
  }
  if (def.type === 'Legend') {
    const conflict = uniqueConflict(state, l.player, def) ?? legendConflict(state, l.player, l.card);
    if (conflict) {
      if (state.log) log(state, `${nameOf(state, l.card)} cannot enter play (${conflict}) and is discarded`);
      putInPile(state, l.card, 'discard');
      return;
    }
    placeAsLegend(state, l.card, l.player);
    if (state.log) log(state, `${nameOf(state, l.card)} enters play as ${playerName(l.player)}'s legend`);
    emit(state, EV.enteredPlay, l.card, l.player, 0, null);
    return;
  }
  const zone = l.zone!;
  if (def.attach) {
    resolveAttachment(state, l.card, l.player, l.target);
    return;
  }
  const conflict = uniqueConflict(state, l.player, def) ?? heroConflict(state, l.player, def, zone);
  if (conflict) {
    if (state.log) log(state, `${nameOf(state, l.card)} cannot enter play (${conflict}) and is discarded`);
    putInPile(state, l.card, 'discard');
    return;
  }
  placeInZone(state, l.card, l.player, zone);
  if (l.target >= 0) {
    const q = state.cards[l.target]!;
    if (q.loc === 'quest' && q.controller === l.player && !isQuestTaken(state, l.target)) c.questing = l.target;
  }
  if (state.log) log(state, `${nameOf(state, l.card)} enters play in ${playerName(l.player)}'s ${zone}${c.questing >= 0 ? ', questing' : ''}`);
  emit(state, EV.enteredPlay, l.card, l.player, 0, zone);
}

export function resolveDevelopment(state: GameState, l: ChainLink): void {
  if (l.cancelled) {
    putInPile(state, l.card, 'discard');
    return;
  }
  placeInZone(state, l.card, l.player, l.zone!, true);
}
