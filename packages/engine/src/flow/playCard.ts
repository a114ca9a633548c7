/**
 * Playing units, supports, quests, legends and attachments from hand in the capital phase, and the
 * facedown development (FAQ: Playing Cards — never in response, only in the owner's capital phase).
 * The cost is paid, then the card goes on the chain and enters play when its link resolves (FAQ:
 * Entering Play). Legends go onto the capital, in no zone: the board must show the legend's race
 * symbol, and a player has at most one legend in play. Attachments are played onto a target host
 * (FAQ: Attachments — their play targets it: target taxes apply); Necromancy plays a unit from the
 * discard pile; a card may let its player play his deck's top card as though in hand.
 */
import { capitalDef, compiledOf, defOf } from '../ruleset/registry.js';
import { record, seen, seenOrNull } from '../log.js';
import type { ChainLink, GameState, PlayerId, Step, ZoneName } from '../types.js';
import { concealHand, isRevealed, isZone, questerOf } from '../primitives/cards.js';
import { activeConstants, cardCtx } from '../characteristics/constants.js';
import { cardsInPlay, developmentsIn, hasFlagKeyword } from '../characteristics/cards.js';
import { CF } from '../ruleset/compiled.js';
import { availableResources, canBeTargetedBy, loyaltyCost, loyaltyRace, playCost, targetTax } from '../characteristics/costs.js';
import { heroConflict, uniqueConflict } from '../characteristics/uniqueness.js';
import { attach, enterPlay, placeAsLegend, putInPile } from '../effects/movement.js';
import { emit, EV, PLAYED_DEVELOPMENT, PLAYED_FROM_HAND } from '../effects/events.js';
import { HISTORY_AS_DEVELOPMENT } from '../eventKinds.js';
import { markCostRulesUsed } from '../effects/costRules.js';
import { pay } from '../effects/payment.js';
import { inHandForPlay } from '../abilities/initiation.js';
import { newUse } from '../characteristics/constants.js';
import { toChain } from '../abilities/interpret.js';
import { ctxOf } from '../abilities/context.js';
import { choicesFeasible } from '../abilities/choices.js';
import type { CAbility } from '../ruleset/compiled.js';
import { ALTERNATIVE_COST } from '../ruleset/install.js';

const PLAYABLE_FROM_HAND = new Set(['Unit', 'Support', 'Quest', 'Legend']);

/** Whether it is the moment to play cards from hand: own capital phase, no chain open, no combat. */
export function canPlayCardsNow(state: GameState, p: PlayerId): boolean {
  return state.phase === 'capital' && state.active === p && state.chain.length === 0 && state.combat === null;
}

/** A card its own text lets be played from hand any time its player could take an action (Nordland Halberdiers). */
export function playsAnyTime(state: GameState, card: number): boolean {
  return compiledOf(state.cards[card]!).constants.some((a) => a.rules?.playAnyTime === true);
}

/** A card's own "play in a zone with (no) developments", read from it in hand, or null. */
function playInto(state: GameState, card: number): { developed: boolean } | null {
  for (const a of compiledOf(state.cards[card]!).constants) if (a.rules?.playInto) return a.rules.playInto;
  return null;
}

/** A card's own alternative cost ("sacrifice 3 developments … cost to 0", Tunnel Fighter), read from it in hand, or null. */
export function alternativeCostOf(state: GameState, card: number): CAbility | null {
  return compiledOf(state.cards[card]!).byId.get(ALTERNATIVE_COST) ?? null;
}

/** Whether `p` could pay `card`'s alternative cost now (its costs payable, its cost choices possible). */
function canPayAlternativeCost(state: GameState, p: PlayerId, card: number): boolean {
  const a = alternativeCostOf(state, card);
  if (!a) return false;
  const ctx = ctxOf(state, newUse(state.cards[card]!.def, a.id, card, p));
  return a.costs.every((k) => k.canPay(ctx)) && choicesFeasible(ctx, a, a.costChoices, Infinity, 'actions');
}

/**
 * Whether `p` may play a development now as far as the number per turn goes: one a turn (rules
 * summary: Developments), and in his own turn as many more as his cards allow ("one more development from the hand in each of your turns").
 */
export function mayPlayAnotherDevelopment(state: GameState, p: PlayerId): boolean {
  if (state.players[p].developmentTurn !== state.turn) return true;
  if (state.active !== p) return false;
  let allowed = 1;
  for (const { a, ctx } of activeConstants(state, CF.extraDevelopments)) if (a.rules?.extraDevelopments && ctx.player === p) allowed += a.rules.extraDevelopments;
  return allowed > 1 && developmentsPlayedThisTurn(state, p) < allowed;
}

/** Developments `p` played this turn (the turn's history; at least the one the turn's marker records). */
function developmentsPlayedThisTurn(state: GameState, p: PlayerId): number {
  const h = state.history;
  let n = 0;
  for (let i = 0; i < h.length; i += 4) if (h[i] === EV.played && h[i + 2] === p && h[i + 3]! >= HISTORY_AS_DEVELOPMENT) n++;
  return Math.max(n, state.players[p].developmentTurn === state.turn ? 1 : 0);
}

/** Whether a card in play forbids `p` to develop `zone` ("you cannot develop this zone"): one of his in that zone of his capital. */
export function cannotDevelop(state: GameState, p: PlayerId, zone: ZoneName): boolean {
  for (const { a, ctx } of activeConstants(state, CF.cannotDevelopThisZone)) {
    if (!a.rules?.cannotDevelopThisZone || ctx.player !== p || ctx.self < 0) continue;
    const c = state.cards[ctx.self]!;
    if (c.loc === zone && c.controller === p) return true;
  }
  return false;
}

/**
 * The checks that do not depend on where the card goes (`p` is asked only in an action window of his).
 * `byEffect`: an effect lets him play it from his hand now ("play a unit from your hand"): no timing check.
 */
export function whyCannotPlayCard(state: GameState, p: PlayerId, card: number, byEffect = false): string | null {
  const c = state.cards[card];
  if (!c) return `there is no card #${card}`;
  const def = defOf(c);
  const fromDiscard = c.loc === 'discard' && hasFlagKeyword(state, card, 'necromancy');
  if (c.owner !== p || (!fromDiscard && !inHandForPlay(state, p, card))) return `${def.name} (#${card}) is not in your hand`;
  if (!byEffect && !canPlayCardsNow(state, p) && !(c.loc === 'hand' && playsAnyTime(state, card))) return 'cards are played from hand only in your own capital phase, not in response';
  if (!PLAYABLE_FROM_HAND.has(def.type)) return `${def.name} is a ${def.type.toLowerCase()}, not a unit, support, quest or legend`;
  if (!def.implemented) return `${def.name} is not implemented yet`;
  if (def.keywords.limited && state.players[p].limitedTurn === state.turn) return 'you already played a Limited card this turn';
  return uniqueConflict(state, p, def);
}

/** Legal hosts of an attachment `card` that `p` is about to play: cards in a zone its rule accepts (and that he may target). */
export function attachHosts(state: GameState, p: PlayerId, card: number): number[] {
  const at = compiledOf(state.cards[card]!).attach;
  if (!at) return [];
  const ctx = cardCtx(state, card, p);
  return cardsInPlay(state).filter((id) => {
    if (id === card || !isZone(state.cards[id]!.loc) || !canBeTargetedBy(state, id, p)) return false;
    ctx.each = id;
    return at.host(ctx, id);
  });
}

/**
 * What playing the card costs in all (target taxes on an attachment's host included). `alt`: paying its
 * alternative cost instead, its cost is 0 and only its loyalty cost is paid in resources.
 */
function totalCost(state: GameState, p: PlayerId, card: number, zone: ZoneName | null, target: number, x: number, loyalty?: number, alt = false): number {
  const base = alt ? (loyalty ?? loyaltyCost(state, p, defOf(state.cards[card]!))) : playCost(state, p, card, zone, x, loyalty);
  return base + (compiledOf(state.cards[card]!).attach ? targetTax(state, [target], p, 'actions') : 0);
}

/** The checks for one zone (and quest or host target, and X), including whether the player can pay. */
export function whyCannotPlayInto(state: GameState, p: PlayerId, card: number, zone: ZoneName, target = -1, x = 0, loyalty?: number, explain = true, alt = false): string | null {
  const def = defOf(state.cards[card]!);
  if (alt && !alternativeCostOf(state, card)) return `${def.name} has no alternative cost`;
  if (alt && !canPayAlternativeCost(state, p, card)) return `${def.name}: its alternative cost cannot be paid now`;
  if (def.type === 'Legend') return `${def.name} is a legend: it is played onto your capital, with no zone`;
  if (!isZone(zone)) return `'${String(zone)}' is not a zone`;
  if (def.type === 'Quest' && zone !== 'quest') return `${def.name} is a quest and goes into your quest zone`;
  if (compiledOf(state.cards[card]!).attach) {
    if (target < 0) return `${def.name} is an attachment: name the card to attach it to (target)`;
    if (!attachHosts(state, p, card).includes(target)) return `${def.name} cannot be attached to #${target}`;
    if (state.cards[target]!.loc !== zone) return `${def.name} goes into its host's zone (${state.cards[target]!.loc})`;
  } else {
    if (def.entry && def.entry !== zone) return `${def.name} may enter play only in your ${def.entry}`;
    const into = playInto(state, card);
    if (into && into.developed !== developmentsIn(state, p, zone) > 0) return `${def.name} is played only into a zone with ${into.developed ? 'a development' : 'no developments'}`;
    const h = heroConflict(state, p, def, zone);
    if (h) return h;
    if (target >= 0) {
      const q = state.cards[target];
      if (def.type !== 'Unit') return 'only units can be sent on a quest';
      if (!q || q.loc !== 'quest' || q.controller !== p || q.dev || defOf(q).type !== 'Quest') return `#${target} is not a quest in your quest zone`;
      if (zone !== 'quest') return 'a unit sent on a quest is played into your quest zone';
      if (questerOf(state, target) >= 0) return `${defOf(q).name} already has a unit questing on it`;
    }
  }
  if (def.cost === 'X' ? x < 0 || !Number.isInteger(x) : x !== 0) return `invalid X value ${x}`;
  const cost = totalCost(state, p, card, zone, target, x, loyalty, alt);
  if (cost > availableResources(state, p, card)) return explain ? `${def.name} costs ${cost} but you have ${availableResources(state, p, card)} resources` : 'cannot pay';
  return null;
}

export function whyCannotPlay(state: GameState, p: PlayerId, card: number, zone: ZoneName, target = -1, x = 0, alt = false): string | null {
  return whyCannotPlayCard(state, p, card) ?? whyCannotPlayInto(state, p, card, zone, target, x, undefined, true, alt);
}

/** Why the player cannot have this legend enter play now (the slot, the board), or null. */
export function legendConflict(state: GameState, p: PlayerId, card: number): string | null {
  const pl = state.players[p];
  if (pl.legend >= 0) return `you already have a legend in play (${defOf(state.cards[pl.legend]!).name}): one at a time`;
  const def = defOf(state.cards[card]!);
  const race = loyaltyRace(def);
  const cap = capitalDef(pl.capital);
  if (race !== 'Neutral' && cap.race !== race && !cap.symbols.includes(race)) return `${def.name} needs a capital with the ${race} symbol; yours is the ${cap.name} capital`;
  return null;
}

export function whyCannotPlayLegend(state: GameState, p: PlayerId, card: number, loyalty?: number): string | null {
  const why = legendConflict(state, p, card);
  if (why) return why;
  const def = defOf(state.cards[card]!);
  const cost = playCost(state, p, card, null, 0, loyalty);
  if (cost > availableResources(state, p)) return `${def.name} costs ${cost} but you have ${availableResources(state, p)} resources`;
  return null;
}

export function whyCannotDevelop(state: GameState, p: PlayerId, card: number, zone: ZoneName): string | null {
  const c = state.cards[card];
  if (!c || !inHandForPlay(state, p, card)) return `#${card} is not in your hand`;
  if (!canPlayCardsNow(state, p)) return 'developments are played only in your own capital phase, not in response';
  if (!isZone(zone)) return `'${String(zone)}' is not a zone`;
  if (!mayPlayAnotherDevelopment(state, p)) return 'you already played a development this turn';
  if (cannotDevelop(state, p, zone)) return `you cannot develop your ${zone}`;
  return null;
}

/**
 * Pay, then (the `play` step) put the card on the chain. `alt`: its alternative cost is paid instead of
 * its cost — its choices made and its costs paid first (an immediate pseudo-Action), then its loyalty.
 */
export function startPlay(state: GameState, p: PlayerId, card: number, zone: ZoneName | null, target: number, x: number, alt = false): void {
  const def = defOf(state.cards[card]!);
  const cost = totalCost(state, p, card, zone, target, x, undefined, alt);
  if (def.keywords.limited) state.players[p].limitedTurn = state.turn;
  // Played by its alternative cost it is still the card played: a cost rule waiting for it ("the next unit
  // you play costs 1 less", "the first … each turn") is used up by it, though its cost is 0 (FAQ: Conditional Actions).
  markCostRulesUsed(state, p, card, zone);
  const loc = state.cards[card]!.loc;
  state.stack.push({ t: 'play', player: p, card, zone, target, x, fromHand: loc === 'hand' || loc === 'deck' });
  // Playing a card announces it: both players see what it is from now on (it goes on the chain faceup).
  if (state.log) record(state, { type: 'cardPlayed', player: p, card: { ...seen(state, card), seen: 3 }, zone, host: seenOrNull(state, target), cost });
  pay(state, p, cost, card);
  const a = alt ? alternativeCostOf(state, card) : null;
  if (a) state.stack.push({ t: 'ability', use: newUse(state.cards[card]!.def, a.id, card, p), stage: 'initiate', choice: 0, immediate: true });
}

/** The play is paid: the card goes on the chain. */
export function runPlayStep(state: GameState, step: Extract<Step, { t: 'play' }>): void {
  state.stack.pop();
  const c = state.cards[step.card]!;
  // Played from the discard pile through Necromancy: it returns to the deck at the end of the turn.
  const necro = c.loc === 'discard';
  toChain(state, step.card);
  if (necro) c.necromancy = true;
  state.chain.push(link('play', step.player, step.card, step.zone, step.target, step.x));
  emit(state, EV.played, step.card, step.player, step.fromHand ? PLAYED_FROM_HAND : 0, step.zone);
}

export function startDevelopment(state: GameState, p: PlayerId, card: number, zone: ZoneName): void {
  state.players[p].developmentTurn = state.turn;
  const loc = state.cards[card]!.loc;
  const shown = isRevealed(state, card);
  toChain(state, card);
  state.cards[card]!.faceDown = true;
  // The opponent cannot tell which card of the hand went facedown.
  if (loc === 'hand' && !shown) concealHand(state, p);
  state.chain.push(link('develop', p, card, zone, -1, 0));
  if (state.log) record(state, { type: 'developed', player: p, card: seen(state, card), zone });
  emit(state, EV.played, card, p, PLAYED_DEVELOPMENT | (loc === 'hand' || loc === 'deck' ? PLAYED_FROM_HAND : 0), zone);
}

function link(kind: ChainLink['kind'], player: PlayerId, card: number, zone: ZoneName | null, target: number, x: number): ChainLink {
  return { kind, player, card, zone, target, x, cancelled: false, use: null };
}

/** A played unit/support/quest/legend/attachment reaches the end of its chain: it enters play (or fails to). */
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
      if (state.log) record(state, { type: 'ruleDiscard', card: seen(state, l.card), reason: 'cannotEnterPlay', detail: conflict });
      putInPile(state, l.card, 'discard');
      return;
    }
    placeAsLegend(state, l.card, l.player);
    return;
  }
  if (compiledOf(c).attach) {
    const h = state.cards[l.target]!;
    if (!isZone(h.loc) || !attachHosts(state, l.player, l.card).includes(l.target)) {
      if (state.log) record(state, { type: 'ruleDiscard', card: seen(state, l.card), reason: 'noHost', detail: '' });
      putInPile(state, l.card, 'discard');
      return;
    }
    attach(state, l.card, l.target, l.player);
    return;
  }
  const zone = l.zone!;
  const conflict = uniqueConflict(state, l.player, def) ?? heroConflict(state, l.player, def, zone);
  if (conflict) {
    if (state.log) record(state, { type: 'ruleDiscard', card: seen(state, l.card), reason: 'cannotEnterPlay', detail: conflict });
    putInPile(state, l.card, 'discard');
    return;
  }
  const questing = l.target >= 0 && state.cards[l.target]!.loc === 'quest' && state.cards[l.target]!.controller === l.player && questerOf(state, l.target) < 0;
  if (questing) c.questing = l.target;
  enterPlay(state, l.card, l.player, zone);
}

export function resolveDevelopment(state: GameState, l: ChainLink): void {
  if (l.cancelled) {
    putInPile(state, l.card, 'discard');
    return;
  }
  enterPlay(state, l.card, l.player, l.zone!, { asDevelopment: true });
}

export { newUse };
