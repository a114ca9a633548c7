/**
 * The card language's escape hatch: what a card's small named function (`custom`, `conditionFn`,
 * `amountFn`, a filter's `where`) may read (`rules`, read-only) and do (`act`, through the same game
 * actions the effect values use — they log and raise events). Card files import these through
 * '@invasion/engine/dsl' like the rest of the language, never engine internals.
 */
import { defOf } from '../ruleset/registry.js';
import type { Duration, GameState, PlayerId, ZoneName } from '../types.js';
import type { Ctx } from './types.js';
import { log as logLine, nameOf } from '../log.js';
import { behaviourIndex } from '../ruleset/registry.js';
import { isInPlay, isZone, opponent, questerOf, zoneHolder } from '../primitives/cards.js';
import { addEffect } from '../primitives/lasting.js';
import * as C from '../characteristics/cards.js';
import { availableResources } from '../characteristics/costs.js';
import * as M from '../effects/movement.js';
import * as D from '../effects/damage.js';
import * as S from '../effects/status.js';
import { takeControl } from '../effects/lasting.js';
import { pay } from '../effects/payment.js';

/** Printed facts of a card (none for a facedown card in play: it has no face). */
function printed(state: GameState, id: number): { name: string; type: string; race: string; cost: number | 'X' | null; power: number; traits: readonly string[]; unique: boolean } | null {
  const c = state.cards[id]!;
  if (isInPlay(c) && !C.hasFace(c)) return null;
  const d = defOf(c);
  return { name: d.name, type: d.type, race: d.race, cost: d.cost, power: d.power, traits: d.traits, unique: d.unique };
}

/** The zone the source is in (for a card that left play: the zone it left). */
function zoneOf(ctx: Ctx): ZoneName | null {
  if (ctx.self >= 0) {
    const c = ctx.state.cards[ctx.self]!;
    if (isZone(c.loc)) return c.loc;
  }
  return ctx.use.ev.zone;
}

export const rules = {
  printed,
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
  questerOf,
  unitsIn: C.unitsIn,
  cardsInPlay: C.cardsInPlay,
  developmentsIn: C.developmentsIn,
  burningZones: C.burningZones,
  zonePower: C.zonePower,
  experienceOn: C.experienceOn,
  availableResources,
  opponent,
  zoneOf,
  /** Whose capital a card in a zone sits on. */
  capitalOf: (state: GameState, id: number) => zoneHolder(state, state.cards[id]!),
  nameOf,
};

export const act = {
  damage: (ctx: Ctx, target: number, n: number, o: { uncancellable?: boolean; combat?: boolean } = {}) =>
    D.dealDamageTo(ctx.state, target, n, { combat: o.combat === true, uncancellable: o.uncancellable === true, source: ctx.self }),
  destroy: (ctx: Ctx, id: number) => M.destroy(ctx.state, id),
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
  moveDamage: (ctx: Ctx, from: number, to: number, n = Infinity) => D.moveDamage(ctx.state, from, to, n),
  takeControl: (ctx: Ctx, id: number, until: Duration = 'game') => takeControl(ctx.state, id, ctx.player, until, ctx.self),
  putIntoPlay: (ctx: Ctx, id: number, zone: ZoneName, o: { controller?: PlayerId; asDevelopment?: boolean; corrupted?: boolean } = {}) => M.enterPlay(ctx.state, id, o.controller ?? ctx.player, zone, o),
  turnFaceup: (ctx: Ctx, id: number) => M.turnFaceup(ctx.state, id),
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
  log: (ctx: Ctx, text: string) => {
    if (ctx.state.log) logLine(ctx.state, text);
  },
};
