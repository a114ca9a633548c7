/**
 * The card language's escape hatch: what a card's small named function (`custom`, `conditionFn`,
 * `amountFn`, a filter's `where`) may read (`rules`, read-only) and do (`act`, through the same game
 * actions the effect values use — they log and raise events). Card files import these through
 * '@invasion/engine/dsl' like the rest of the language, never engine internals.
 */
import { cardDef, compiledOf, defOf } from '../ruleset/registry.js';
import type { CombatState, Duration, GameState, PlayerId, ZoneName } from '../types.js';
import type { Ctx, HistoryKind } from './types.js';
import { nameOf, record, seen } from '../log.js';
import { behaviourIndex } from '../ruleset/registry.js';
import { isInPlay, isZone, opponent, questerOf, reveal as revealCards, zoneHolder } from '../primitives/cards.js';
import { addEffect } from '../primitives/lasting.js';
import * as C from '../characteristics/cards.js';
import { availableResources } from '../characteristics/costs.js';
import { cardCtx } from '../characteristics/constants.js';
import * as M from '../effects/movement.js';
import * as D from '../effects/damage.js';
import * as S from '../effects/status.js';
import { takeControl } from '../effects/lasting.js';
import { heroConflict, uniqueConflict } from '../characteristics/uniqueness.js';
import { pay } from '../effects/payment.js';
import { emit } from '../effects/events.js';
import { moveDestination, targetedSoFar } from '../abilities/choices.js';
import { abilityOfUse } from '../abilities/context.js';
import { couldPlayAsIfInHand } from '../abilities/initiation.js';
import type { AbilityUse } from '../types.js';
import { EV, HISTORY_AS_DEVELOPMENT } from '../eventKinds.js';

/** Printed facts of a card (none for a facedown card in play: it has no face). */
function printed(state: GameState, id: number): { name: string; type: string; race: string; cost: number | 'X' | null; power: number; traits: readonly string[]; unique: boolean; hero: boolean } | null {
  const c = state.cards[id]!;
  if (isInPlay(c) && !C.hasFace(c)) return null;
  const d = defOf(c);
  return { name: d.name, type: d.type, race: d.race, cost: d.cost, power: d.power, traits: d.traits, unique: d.unique, hero: d.hero };
}

/**
 * Printed facts of the cards played faceup this turn, as they were played (a card since gone out of
 * sight was still played: the turn remembers what both players saw).
 */
function playedThisTurn(state: GameState): { name: string; type: string; race: string; traits: readonly string[] }[] {
  return state.playedDefs.map((d) => {
    const c = cardDef(d);
    return { name: c.name, type: c.type, race: c.race, traits: c.traits };
  });
}

/** How many cards `p` has played this turn (developments and tactics included), from the turn's history. */
function cardsPlayedThisTurn(state: GameState, p: PlayerId): number {
  const h = state.history;
  let n = 0;
  for (let i = 0; i < h.length; i += 4) if (h[i] === EV.played && h[i + 2] === p) n++;
  return n;
}

/** The zone the source is in (for a card that left play: the zone it left). */
function zoneOf(ctx: Ctx): ZoneName | null {
  if (ctx.self >= 0) {
    const c = ctx.state.cards[ctx.self]!;
    if (isZone(c.loc)) return c.loc;
  }
  return ctx.use.sourceZone ?? ctx.use.ev.zone;
}

export const rules = {
  printed,
  playedThisTurn,
  isInPlay: (state: GameState, id: number) => isInPlay(state.cards[id]!),
  isUnit: C.isUnit,
  isDevelopment: C.isDevelopment,
  power: C.power,
  hitPoints: C.hitPoints,
  remainingHitPoints: C.remainingHitPoints,
  keywordValue: C.keywordValue,
  hasTrait: C.hasTrait,
  raceOf: C.raceOf,
  isAttacking: C.isAttacking,
  isDefending: C.isDefending,
  /** Whether a unit could be declared as a defender of the zone under attack now (the rules' own test). */
  canDefend: C.canDefend,
  /** Whether a unit of `p`'s could attack from wherever it stands were an effect to make it attack: in play, his, not corrupt, not under "cannot attack" (`initiateAttack`'s test). */
  mayAttackFromAnywhere: (state: GameState, p: PlayerId, id: number): boolean => S.mayAttackFromAnywhere(state, p, id),
  questerOf,
  unitsIn: C.unitsIn,
  cardsInPlay: C.cardsInPlay,
  developmentsIn: C.developmentsIn,
  burningZones: C.burningZones,
  zonePower: C.zonePower,
  experienceOn: C.experienceOn,
  availableResources,
  /** Whether `p` could play this tactic now were an effect to let him play it as if it were in his hand (Mortella); `ignoresLoyalty`: without its loyalty cost. */
  couldPlayAsIfInHand,
  cardsPlayedThisTurn,
  opponent,
  zoneOf,
  /**
   * Why a card could not be put into play now in that zone of that player's capital (a unique copy of
   * his in play, a Hero already there, its own zone restriction), or null — FAQ: Put into Play (it does
   * not bypass uniqueness or the card's own restrictions); Limit one Hero per zone. For a zone choice
   * that offers only zones the card can enter.
   */
  cannotEnterPlay: (state: GameState, id: number, p: PlayerId, zone: ZoneName): string | null => {
    const d = defOf(state.cards[id]!);
    return uniqueConflict(state, p, d) ?? heroConflict(state, p, d, zone) ?? (d.entry && d.entry !== zone ? `it may enter play only in a ${d.entry}` : null);
  },
  /**
   * Whether these cards in play may all be moved to `p`'s `zone` (the zones `zoneFor` offers: their
   * controller's, not the one they are in, never a second Hero — FAQ: Moving Units; Limit one Hero per
   * zone). For `canResolve`: a move with nowhere to go could not resolve.
   */
  canMoveTo: (state: GameState, ids: readonly number[], p: PlayerId, zone: ZoneName): boolean => moveDestination(state, ids, p, zone),
  /**
   * Whether an Attachment card out of play (a hand, a discard pile) could be attached by `p` to `host`
   * "following all restrictions": its requirements as if he played it onto that card (its `to`, and
   * `enter`), a host in a zone, and no unique copy of his in play — FAQ: Put into Play (it does not
   * bypass uniqueness or the card's own restrictions); Attachments. For a choice offering only those.
   */
  couldAttachTo: (state: GameState, card: number, host: number, p: PlayerId): boolean => {
    const c = state.cards[card]!;
    const at = compiledOf(c).attach;
    if (!at || card === host || !isZone(state.cards[host]!.loc) || uniqueConflict(state, p, defOf(c)) !== null) return false;
    const ctx = cardCtx(state, card, p);
    ctx.each = host;
    return at.host(ctx, host);
  },
  /** Whose capital a card in a zone sits on. */
  capitalOf: (state: GameState, id: number) => zoneHolder(state, state.cards[id]!),
  /** The zone a card in play is in (null when it is not in a zone). */
  zoneOfCard: (state: GameState, id: number): ZoneName | null => (isZone(state.cards[id]!.loc) ? (state.cards[id]!.loc as ZoneName) : null),
  /** The combat in progress (read only), or null. */
  combat: (state: GameState): Readonly<CombatState> | null => state.combat,
  /** Combat damage assigned to a card and not yet dealt. */
  assignedDamage: (state: GameState, id: number): number => state.cards[id]!.assigned,
  /** The capital section a named choice of this ability picked (its player and zone), or null. */
  chosenSection: (ctx: Ctx, name: string): { player: PlayerId; zone: ZoneName } | null => {
    const slot = abilityOfUse(ctx.use).slotNames.get(name);
    const v = slot === undefined ? undefined : ctx.use.picks[slot]?.[0];
    return v !== undefined && D.isSection(v) ? D.decodeSection(v) : null;
  },
  /** What a named choice of this ability picked so far (cards; numbers or options for those choices), [] when none; one made in an `eachPlayer`: every player's picks so far. */
  picked: (ctx: Ctx, name: string): readonly number[] => {
    const a = abilityOfUse(ctx.use);
    const all = a.multiSlots?.get(name);
    if (all) return all.flatMap((s) => ctx.use.picks[s] ?? []);
    const slot = a.slotNames.get(name);
    return slot === undefined ? [] : (ctx.use.picks[slot] ?? []);
  },
  /** The cards an ability use declared as its targets (what an action waiting on the chain targets). */
  targetsOf: (_state: GameState, use: AbilityUse): number[] => targetedSoFar(abilityOfUse(use), use),
  /** A number in the data of the lasting effect the ability belongs to (as the amount `dataOf`), or undefined. */
  lastingData: (ctx: Ctx, key: string): number | undefined => {
    if (ctx.use.lasting < 0) return undefined;
    for (const e of ctx.state.effects) if (e.n === ctx.use.lasting) return e.data[key];
    return undefined;
  },
  /** Whether card `id` carries the lasting behaviour `key` that this ability's card started on it (a mark: "each unit that could have defended"). */
  hasLasting: (ctx: Ctx, id: number, key: string): boolean => {
    const src = ctx.state.cards[ctx.self];
    if (!src) return false;
    const b = `${src.def}:${key}`;
    return ctx.state.effects.some((e) => e.b === b && e.card === id && e.source === ctx.self);
  },
  /**
   * The player whose card effect is resolving now (the innermost ability being resolved — a tactic, an
   * Action, a Forced or keyword effect such as Scout), or null (a cost being paid, the rules): "due to
   * an opponent's card effect".
   */
  resolvingController: (state: GameState): PlayerId | null => {
    for (let i = state.stack.length - 1; i >= 0; i--) {
      const s = state.stack[i]!;
      if (s.t === 'ability') return s.stage === 'resolve' ? s.use.player : null;
    }
    return null;
  },
  /** Whether the player has drawn at least one card this turn (the turn's history). */
  drewThisTurn: (state: GameState, p: PlayerId): boolean => {
    const h = state.history;
    for (let i = 0; i < h.length; i += 4) if (h[i] === EV.drawn && h[i + 2] === p) return true;
    return false;
  },
  nameOf,
  /**
   * The cards something happened to this turn, once per time it happened (the turn's history:
   * "each unit that entered a discard pile this turn").
   */
  eventsThisTurn: (state: GameState, kind: HistoryKind): number[] => {
    const ev = HISTORY_EVENTS[kind];
    const out: number[] = [];
    const h = state.history;
    for (let i = 0; i < h.length; i += 4) {
      if (h[i] !== ev || h[i + 1]! < 0) continue;
      // A card played facedown as a development was not played as itself.
      if (ev === EV.played && h[i + 3]! >= HISTORY_AS_DEVELOPMENT) continue;
      out.push(h[i + 1]!);
    }
    return out;
  },
};

const HISTORY_EVENTS: Record<HistoryKind, number> = {
  enteredDiscard: EV.enteredDiscard,
  leftPlay: EV.leftPlay,
  destroyed: EV.destroyed,
  attacked: EV.declaredAttacker,
  defended: EV.declaredDefender,
  enteredPlay: EV.enteredPlay,
  played: EV.played,
};

export const act = {
  damage: (ctx: Ctx, target: number, n: number, o: { uncancellable?: boolean; combat?: boolean } = {}) =>
    D.dealDamageTo(ctx.state, target, n, { combat: o.combat === true, uncancellable: o.uncancellable === true, source: ctx.self }),
  destroy: (ctx: Ctx, id: number) => M.destroy(ctx.state, id),
  /** Destroyed, but put into play in that zone of its controller's capital instead of into the discard pile (a new card; it never enters a pile). */
  destroyInto: (ctx: Ctx, id: number, zone: ZoneName) => M.destroyInto(ctx.state, id, zone),
  sacrifice: (ctx: Ctx, id: number) => M.sacrifice(ctx.state, id),
  corrupt: (ctx: Ctx, id: number) => S.corrupt(ctx.state, id),
  restore: (ctx: Ctx, id: number) => S.restore(ctx.state, id),
  heal: (ctx: Ctx, id: number, n: number) => S.heal(ctx.state, id, n, ctx.player),
  draw: (ctx: Ctx, p: PlayerId, n: number) => M.draw(ctx.state, p, n),
  discardFromHand: (ctx: Ctx, id: number) => M.discardFromHand(ctx.state, id),
  returnToHand: (ctx: Ctx, id: number) => M.putInPile(ctx.state, id, 'hand'),
  toDeck: (ctx: Ctx, id: number, bottom = false) => M.putInPile(ctx.state, id, 'deck', bottom),
  gainResources: (ctx: Ctx, p: PlayerId, n: number) => S.gainResources(ctx.state, p, n),
  loseResources: (ctx: Ctx, p: PlayerId, n: number) => S.loseResources(ctx.state, p, n),
  /** Pays `n` resources for `p` (he chooses how where cards let him pay with tokens or damage). */
  pay: (ctx: Ctx, p: PlayerId, n: number) => void pay(ctx.state, p, n),
  addTokens: (ctx: Ctx, id: number, n: number) => S.addTokens(ctx.state, id, n),
  removeTokens: (ctx: Ctx, id: number, n: number) => S.removeTokens(ctx.state, id, n),
  move: (ctx: Ctx, id: number, zone: ZoneName) => M.moveToZone(ctx.state, id, zone),
  /** A card in play attaches itself to another card in play without leaving play ("attach this unit to ..."): it then counts as an attachment. */
  attach: (ctx: Ctx, card: number, host: number) => M.attachInPlay(ctx.state, card, host),
  moveDamage: (ctx: Ctx, from: number, to: number, n = Infinity) => D.moveDamage(ctx.state, from, to, n),
  /** Puts `n` damage tokens on a card in play without dealing damage ("enters play with 1 damage on it"): nothing cancels or triggers on it. */
  placeDamage: (ctx: Ctx, id: number, n: number) => D.placeDamage(ctx.state, id, n),
  takeControl: (ctx: Ctx, id: number, until: Duration = 'game') => takeControl(ctx.state, id, ctx.player, until, ctx.self),
  putIntoPlay: (ctx: Ctx, id: number, zone: ZoneName, o: { controller?: PlayerId; asDevelopment?: boolean; corrupted?: boolean } = {}) => M.enterPlay(ctx.state, id, o.controller ?? ctx.player, zone, o),
  turnFaceup: (ctx: Ctx, id: number) => M.turnFaceup(ctx.state, id),
  /** Shows cards to both players until the ability has resolved (rules: Reveal). */
  reveal: (ctx: Ctx, ids: readonly number[]) => {
    revealCards(ctx.state, ids);
    if (ctx.state.log) record(ctx.state, { type: 'revealed', player: ctx.player, source: null, cards: ids.map((id) => seen(ctx.state, id)), random: false });
  },
  turnIntoDevelopment: (ctx: Ctx, id: number, faceDown = true) => M.turnIntoDevelopment(ctx.state, id, faceDown),
  /** Starts one of the card's lasting behaviours (its `lasting` key) on a card (or none). */
  startLasting: (ctx: Ctx, key: string, o: { card?: number; until?: Duration; data?: Record<string, number> } = {}) => {
    const def = ctx.use.def;
    addEffect(ctx.state, `${def}:${key}`, { source: ctx.self, controller: ctx.player, card: o.card ?? -1, until: o.until ?? 'turn', data: o.data ?? {} });
    behaviourIndex(`${def}:${key}`);
  },
  /** Cancels the chain link of a card (the latest one not cancelled yet). */
  cancelLink: (ctx: Ctx, card: number) => {
    const chain = ctx.state.chain;
    for (let i = chain.length - 1; i >= 0; i--) if (chain[i]!.card === card && !chain[i]!.cancelled) return void (chain[i]!.cancelled = true);
  },
  /** A line of the card's own for the game log: `{0}`, `{1}` … stand for `cards`, each shown as its reader may see it. */
  note: (ctx: Ctx, text: string, ...cards: number[]) => {
    if (ctx.state.log) record(ctx.state, { type: 'note', text, cards: cards.map((id) => seen(ctx.state, id)) });
  },
  /**
   * Redirects the attack in progress to another zone of the defending player's that is not burning
   * (not an attack on a legend): that zone is now the one attacked ("when this zone is attacked"
   * sees it). False when it cannot be done.
   */
  redirectAttack: (ctx: Ctx, zone: ZoneName): boolean => {
    const cb = ctx.state.combat;
    if (!cb || cb.step === 'done' || cb.legend >= 0 || cb.zone === zone || ctx.state.players[cb.defender].zones[zone].burning) return false;
    cb.zone = zone;
    ctx.state.dirty = true;
    if (ctx.state.log) record(ctx.state, { type: 'attackRedirected', zone });
    emit(ctx.state, EV.zoneAttacked, -1, cb.defender, 0, zone);
    return true;
  },
};
