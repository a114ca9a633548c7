/**
 * Compiling references and filters of the card language into closures over the runtime context:
 * which cards, players and zones an ability means ('self', 'host', a target, "your", "this zone",
 * "corresponding zone"), and card filters read through the characteristics layer (a facedown card
 * has no race or traits; a card that just left play is matched as it last was).
 */
import { defOf, capitalDef } from '../../ruleset/registry.js';
import type { Pred, PlayerFn, RCtx, Refs } from '../../ruleset/compiled.js';
import type { CardFilter, CardKind, CardRef, PlayerRef, PlayerRel, Range, ZoneRef } from '../../lang/types.js';
import type { CardState, GameState, PlayerId, ZoneName } from '../../types.js';
import { attachmentsOf, isInPlay, isZone, opponent, questerOf, zoneHolder } from '../../primitives/cards.js';
import * as C from '../../characteristics/cards.js';
import { loyaltyRace } from '../../characteristics/costs.js';
import { EV } from '../../eventKinds.js';
import { happenedThisTurn, participatedInCombat } from '../../effects/events.js';
import { decodeSection, isSection, sectionCode } from '../../effects/damage.js';
import type { Env } from './env.js';

const NONE: readonly number[] = [];

// ---------------------------------------------------------------- card references

/** The card the source is attached to, or for a lasting effect the card it is on (its 'host'). */
export function hostOf(ctx: RCtx): number {
  if (ctx.lasting) return ctx.lasting.card;
  if (ctx.self >= 0) {
    const h = ctx.state.cards[ctx.self]!.attachedTo;
    if (h >= 0) return h;
  }
  // An attachment that left play after its ability was initiated: the unit it was attached to then
  // (its effect exists independently of its source — FAQ; last-known information).
  if (ctx.use.sourceHost >= 0) return ctx.use.sourceHost;
  // An attachment's "when it attaches / leaves" sees its host as the event's card.
  return ctx.use.ev.card;
}

export function compileCardRef(ref: CardRef, env: Env): Refs {
  if (ref === 'self') return (ctx) => (ctx.self >= 0 ? [ctx.self] : NONE);
  if (ref === 'host') return (ctx) => {
    const h = hostOf(ctx);
    return h >= 0 ? [h] : NONE;
  };
  if (ref === 'eventCard') return (ctx) => (ctx.use.ev.card >= 0 ? [ctx.use.ev.card] : NONE);
  if (ref === 'each') return (ctx) => (ctx.each >= 0 ? [ctx.each] : NONE);
  if (ref === 'quester') return (ctx) => {
    const q = ctx.self >= 0 ? questerOf(ctx.state, ctx.self) : -1;
    return q >= 0 ? [q] : NONE;
  };
  if (ref === 'thisSection') return (ctx) => {
    const z = zoneOfSource(ctx);
    return z ? [sectionCode(capitalOfSource(ctx), z)] : NONE;
  };
  const slots = 'target' in ref ? [ref.target] : env.cardSlots(ref.chosen);
  if (slots.length > 1) return (ctx) => slots.flatMap((s) => ctx.use.picks[s] ?? NONE);
  const slot = slots[0]!;
  return (ctx) => ctx.use.picks[slot] ?? NONE;
}

/** A single card of a reference (-1 when none). */
export function compileOneRef(ref: CardRef, env: Env): (ctx: RCtx) => number {
  const r = compileCardRef(ref, env);
  return (ctx) => {
    const l = r(ctx);
    return l.length > 0 ? l[0]! : -1;
  };
}

// ---------------------------------------------------------------- players

export function compilePlayerRel(rel: PlayerRel, env: Env): PlayerFn {
  switch (rel) {
    case 'you':
    case 'any':
      return (ctx) => ctx.player;
    case 'opponent':
      return (ctx) => opponent(ctx.player);
    case 'active':
      return (ctx) => ctx.state.active;
    case 'eventPlayer':
      return (ctx) => ctx.use.ev.player;
    case 'each': {
      const slot = env.eachPlayerSlot();
      return (ctx) => (ctx.use.picks[slot]?.[0] ?? ctx.player) as PlayerId;
    }
  }
}

export function compilePlayerRef(ref: PlayerRef, env: Env): PlayerFn {
  if (typeof ref === 'string') return compilePlayerRel(ref, env);
  const card = compileOneRef('controllerOf' in ref ? ref.controllerOf : ref.ownerOf, env);
  const owner = 'ownerOf' in ref;
  return (ctx) => {
    const id = card(ctx);
    if (id < 0) return ctx.player;
    const c = ctx.state.cards[id]!;
    return owner ? c.owner : c.controller;
  };
}

/** A relation test: is `p` the player `rel` means ('any' holds for both). */
function playerTest(rel: PlayerRel, env: Env): (ctx: RCtx, p: PlayerId) => boolean {
  if (rel === 'any') return () => true;
  const f = compilePlayerRel(rel, env);
  return (ctx, p) => f(ctx) === p;
}

// ---------------------------------------------------------------- zones

/**
 * The zone the source is in; for a card that left play, the zone it was last in (as it left, or as
 * its ability was initiated); for an ability without a card, the event's zone.
 */
export function zoneOfSource(ctx: RCtx): ZoneName | null {
  if (ctx.self >= 0) {
    const c = ctx.state.cards[ctx.self]!;
    if (isZone(c.loc)) return c.loc;
    if (ctx.lki && ctx.lki.card === ctx.self) return ctx.lki.zone;
  }
  return ctx.use.sourceZone ?? ctx.use.ev.zone;
}

/** Whose capital the source sits on (its controller's, or its host's zone holder for an attachment). */
export function capitalOfSource(ctx: RCtx): PlayerId {
  if (ctx.self >= 0) {
    const c = ctx.state.cards[ctx.self]!;
    if (isZone(c.loc)) return zoneHolder(ctx.state, c);
  }
  return ctx.player;
}

export function compileZoneRef(z: ZoneRef): (ctx: RCtx) => ZoneName | null {
  if (z === 'this' || z === 'corresponding') return zoneOfSource;
  if (z === 'eventZone') return (ctx) => ctx.use.ev.zone;
  // The zone is attacked once attackers are declared (FAQ section 3), until the combat is over.
  if (z === 'attacked') return (ctx) => (ctx.state.combat && ctx.state.combat.step !== 'done' && ctx.state.combat.step !== 'chooseZone' ? ctx.state.combat.zone : null);
  return () => z;
}

// ---------------------------------------------------------------- filters

function inRange(r: Range, env: Env): (ctx: RCtx, v: number) => boolean {
  if (typeof r === 'number') return (_ctx, v) => v === r;
  const min = r.min !== undefined ? env.amount(r.min) : null;
  const max = r.max !== undefined ? env.amount(r.max) : null;
  return (ctx, v) => (min === null || v >= min(ctx)) && (max === null || v <= max(ctx));
}

const list = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? (v as readonly T[]) : [v as T]);

/** Controller and zone of a card, as it last was when the context says it just left play. */
function controllerOf(ctx: RCtx, id: number): PlayerId {
  return ctx.lki && ctx.lki.card === id ? ctx.lki.controller : ctx.state.cards[id]!.controller;
}
function zoneOf(ctx: RCtx, id: number): ZoneName | null {
  if (ctx.lki && ctx.lki.card === id) return ctx.lki.zone;
  const loc = ctx.state.cards[id]!.loc;
  return isZone(loc) ? loc : null;
}

/** Whether a card is of a kind: in play by what it is now; elsewhere (or as it left play) by its printed type. */
function kindTest(kind: CardKind): (ctx: RCtx, id: number) => boolean {
  const printed = (state: GameState, id: number, t: string) => !state.cards[id]!.faceDown && defOf(state.cards[id]!).type === t;
  const inPlayNow = (ctx: RCtx, id: number) => isInPlay(ctx.state.cards[id]!) && !(ctx.lki && ctx.lki.card === id);
  switch (kind) {
    case 'card':
      return () => true;
    case 'unit':
      return (ctx, id) => (inPlayNow(ctx, id) ? C.isUnit(ctx.state, id) : printed(ctx.state, id, 'Unit'));
    case 'support':
      return (ctx, id) => (inPlayNow(ctx, id) ? C.isSupport(ctx.state, id) : printed(ctx.state, id, 'Support'));
    case 'quest':
      return (ctx, id) => (inPlayNow(ctx, id) ? C.isQuest(ctx.state, id) : printed(ctx.state, id, 'Quest'));
    case 'tactic':
      return (ctx, id) => printed(ctx.state, id, 'Tactic') && !(inPlayNow(ctx, id) && ctx.state.cards[id]!.faceDown);
    case 'legend':
      return (ctx, id) => (inPlayNow(ctx, id) ? ctx.state.cards[id]!.loc === 'legend' : printed(ctx.state, id, 'Legend'));
    case 'attachment':
      return (ctx, id) => (inPlayNow(ctx, id) ? C.isAttachment(ctx.state, id) && !ctx.state.cards[id]!.faceDown : !ctx.state.cards[id]!.faceDown && defOf(ctx.state.cards[id]!).traits.includes('Attachment'));
    case 'development':
      return (ctx, id) => C.isDevelopment(ctx.state, id);
  }
}

/**
 * Whether a card shows its printed face to the rules: in play, faceup and not a development;
 * elsewhere, unless it is facedown (a card being played as a development, experience).
 */
function faceShown(c: CardState): boolean {
  return isInPlay(c) ? C.hasFace(c) : !c.faceDown;
}

/**
 * Whether a card shows its title (and uniqueness) to the rules: any card not facedown — a faceup
 * development keeps its title and uniqueness though it has no text, power or traits (FAQ: Developments).
 */
function titleShown(c: CardState): boolean {
  return !c.faceDown;
}

/** A card's race for filters (a Hidden Kingdoms neutral card's race is its race trait); none for a facedown card. */
function raceFor(state: GameState, id: number): string | null {
  const c = state.cards[id]!;
  if (!faceShown(c)) return null;
  return loyaltyRace(defOf(c));
}

const FILTER_KEYS = new Set([
  'type', 'controller', 'owner', 'zone', 'race', 'notRace', 'trait', 'notTrait', 'name', 'unique', 'hero', 'printedCost', 'printedPower', 'power', 'hitPoints',
  'damaged', 'corrupt', 'corruptible', 'faceup', 'attacking', 'defending', 'inCombat', 'opposed', 'participated', 'inDevelopedZone', 'questing', 'keyword', 'attachedTo', 'hasAttachment', 'raceOfCapital',
  'notRaceOfCapital', 'not', 'is', 'thisTurn', 'or', 'where',
]);

export function compileFilter(f: CardFilter, env: Env): Pred {
  if (typeof f !== 'object' || f === null) throw env.error(`a card filter must be an object, got ${String(f)}`);
  for (const k of Object.keys(f)) if (!FILTER_KEYS.has(k)) throw env.error(`unknown card filter field '${k}'`);
  const tests: Pred[] = [];
  if (f.type !== undefined) {
    const kinds = list(f.type).map(kindTest);
    tests.push(kinds.length === 1 ? kinds[0]! : (ctx, id) => kinds.some((k) => k(ctx, id)));
  }
  if (f.controller !== undefined && f.controller !== 'any') {
    const t = playerTest(f.controller, env);
    tests.push((ctx, id) => t(ctx, controllerOf(ctx, id)));
  }
  if (f.owner !== undefined && f.owner !== 'any') {
    const t = playerTest(f.owner, env);
    tests.push((ctx, id) => t(ctx, ctx.state.cards[id]!.owner));
  }
  if (f.zone !== undefined) {
    const z = f.zone;
    if (typeof z === 'object' && !Array.isArray(z) && 'chosen' in z) {
      // The capital section a choice picked: that zone of that player's capital.
      const slot = env.slot((z as { chosen: string }).chosen);
      tests.push((ctx, id) => {
        const v = ctx.use.picks[slot]?.[0];
        if (v === undefined || !isSection(v)) return false;
        const s = decodeSection(v);
        return zoneOf(ctx, id) === s.zone && (ctx.lki?.card === id ? ctx.lki.controller : zoneHolder(ctx.state, ctx.state.cards[id]!)) === s.player;
      });
    } else if (z === 'this') {
      tests.push((ctx, id) => {
        const zone = zoneOf(ctx, id);
        return zone !== null && zone === zoneOfSource(ctx) && (ctx.lki?.card === id ? ctx.lki.controller : zoneHolder(ctx.state, ctx.state.cards[id]!)) === capitalOfSource(ctx);
      });
    } else if (z === 'corresponding' || z === 'eventZone' || z === 'attacked') {
      const zf = compileZoneRef(z);
      tests.push((ctx, id) => {
        const zone = zoneOf(ctx, id);
        return zone !== null && zone === zf(ctx);
      });
    } else {
      const zones = list(z as ZoneName | readonly ZoneName[]);
      tests.push((ctx, id) => {
        const zone = zoneOf(ctx, id);
        return zone !== null && zones.includes(zone);
      });
    }
  }
  if (f.race !== undefined) {
    const races = list(f.race);
    tests.push((ctx, id) => {
      const r = raceFor(ctx.state, id);
      return r !== null && races.includes(r);
    });
  }
  if (f.notRace !== undefined) {
    const races = list(f.notRace);
    tests.push((ctx, id) => {
      const r = raceFor(ctx.state, id);
      return r !== null && !races.includes(r);
    });
  }
  if (f.trait !== undefined) {
    const traits = list(f.trait);
    tests.push((ctx, id) => traits.some((t) => C.hasTrait(ctx.state, id, t)));
  }
  if (f.notTrait !== undefined) {
    const traits = list(f.notTrait);
    tests.push((ctx, id) => !traits.some((t) => C.hasTrait(ctx.state, id, t)));
  }
  if (f.name !== undefined) {
    const name = f.name;
    tests.push((ctx, id) => titleShown(ctx.state.cards[id]!) && defOf(ctx.state.cards[id]!).name === name);
  }
  if (f.unique !== undefined) {
    const u = f.unique;
    tests.push((ctx, id) => titleShown(ctx.state.cards[id]!) && defOf(ctx.state.cards[id]!).unique === u);
  }
  if (f.hero !== undefined) {
    const h = f.hero;
    tests.push((ctx, id) => faceShown(ctx.state.cards[id]!) && defOf(ctx.state.cards[id]!).hero === h);
  }
  if (f.printedCost !== undefined) {
    const r = inRange(f.printedCost, env);
    tests.push((ctx, id) => {
      const c = ctx.state.cards[id]!;
      const cost = defOf(c).cost;
      // FAQ "The Letter X": a printed cost of X is 0 (as the printedCostOf amount reads it); a card with no cost has none.
      return faceShown(c) && cost !== null && r(ctx, cost === 'X' ? 0 : cost);
    });
  }
  if (f.printedPower !== undefined) {
    const r = inRange(f.printedPower, env);
    tests.push((ctx, id) => faceShown(ctx.state.cards[id]!) && r(ctx, defOf(ctx.state.cards[id]!).power));
  }
  if (f.power !== undefined) {
    const r = inRange(f.power, env);
    tests.push((ctx, id) => r(ctx, C.power(ctx.state, id)));
  }
  if (f.hitPoints !== undefined) {
    const r = inRange(f.hitPoints, env);
    tests.push((ctx, id) => r(ctx, C.hitPoints(ctx.state, id)));
  }
  if (f.damaged !== undefined) {
    const v = f.damaged;
    tests.push((ctx, id) => ctx.state.cards[id]!.damage > 0 === v);
  }
  if (f.corrupt !== undefined) {
    const v = f.corrupt;
    tests.push((ctx, id) => ctx.state.cards[id]!.corrupt === v);
  }
  if (f.corruptible !== undefined) {
    const v = f.corruptible;
    tests.push((ctx, id) => (!ctx.state.cards[id]!.corrupt && !C.hasFlag(ctx.state, id, 'cannotBeCorrupted')) === v);
  }
  if (f.faceup !== undefined) {
    const v = f.faceup;
    tests.push((ctx, id) => !ctx.state.cards[id]!.faceDown === v);
  }
  if (f.attacking !== undefined) {
    const v = f.attacking;
    tests.push((ctx, id) => C.isAttacking(ctx.state, id) === v);
  }
  if (f.defending !== undefined) {
    const v = f.defending;
    tests.push((ctx, id) => C.isDefending(ctx.state, id) === v);
  }
  if (f.inCombat !== undefined) {
    const v = f.inCombat;
    tests.push((ctx, id) => (C.isAttacking(ctx.state, id) || C.isDefending(ctx.state, id)) === v);
  }
  if (f.opposed !== undefined) {
    const v = f.opposed;
    tests.push((ctx, id) => C.isOpposed(ctx.state, id) === v);
  }
  if (f.participated !== undefined) {
    const v = f.participated;
    tests.push((ctx, id) => participatedInCombat(ctx.state, id) === v);
  }
  if (f.inDevelopedZone !== undefined) {
    // The zone it is in (as it last was, for a card that left play) of the capital it is on: developed or not.
    const v = f.inDevelopedZone;
    tests.push((ctx, id) => {
      const zone = zoneOf(ctx, id);
      if (zone === null) return false;
      const holder = ctx.lki?.card === id ? ctx.lki.controller : zoneHolder(ctx.state, ctx.state.cards[id]!);
      return C.developmentsIn(ctx.state, holder, zone) > 0 === v;
    });
  }
  if (f.questing !== undefined) {
    const v = f.questing;
    tests.push((ctx, id) => ctx.state.cards[id]!.questing >= 0 === v);
  }
  if (f.keyword !== undefined) {
    const kw = f.keyword;
    tests.push((ctx, id) => (kw === 'scout' || kw === 'limited' || kw === 'necromancy' ? C.hasFlagKeyword(ctx.state, id, kw) : C.keywordValue(ctx.state, id, kw) > 0));
  }
  if (f.attachedTo !== undefined) {
    const host = compileCardRef(f.attachedTo, env);
    tests.push((ctx, id) => {
      const a = ctx.state.cards[id]!.attachedTo;
      return a >= 0 && host(ctx).includes(a);
    });
  }
  if (f.hasAttachment !== undefined) {
    const v = f.hasAttachment;
    tests.push((ctx, id) => attachmentsOf(ctx.state, id).some((a) => !ctx.state.cards[a]!.faceDown) === v);
  }
  if (f.raceOfCapital !== undefined || f.notRaceOfCapital !== undefined) {
    const same = f.raceOfCapital === true;
    tests.push((ctx, id) => {
      const r = raceFor(ctx.state, id);
      if (r === null) return false;
      const cap = capitalDef(ctx.state.players[controllerOf(ctx, id)].capital).race;
      return (r === cap) === same;
    });
  }
  if (f.not !== undefined) {
    const refs = list(f.not as CardRef | readonly CardRef[]).map((r) => compileCardRef(r, env));
    tests.push((ctx, id) => !refs.some((r) => r(ctx).includes(id)));
  }
  if (f.is !== undefined) {
    const r = compileCardRef(f.is, env);
    tests.push((ctx, id) => r(ctx).includes(id));
  }
  if (f.thisTurn !== undefined) {
    const kind = HISTORY_KINDS[f.thisTurn];
    tests.push((ctx, id) => happenedThisTurn(ctx.state, kind, id));
  }
  if (f.or !== undefined) {
    const alts = f.or.map((g) => compileFilter(g, env));
    tests.push((ctx, id) => alts.some((a) => a(ctx, id)));
  }
  if (f.where !== undefined) tests.push(f.where as Pred);
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0]!;
  return (ctx, id) => {
    for (let i = 0; i < tests.length; i++) if (!tests[i]!(ctx, id)) return false;
    return true;
  };
}

const HISTORY_KINDS = {
  enteredDiscard: EV.enteredDiscard,
  leftPlay: EV.leftPlay,
  destroyed: EV.destroyed,
  attacked: EV.declaredAttacker,
  defended: EV.declaredDefender,
  enteredPlay: EV.enteredPlay,
  played: EV.played,
} as const;

/** A card reference or a filter, as a predicate on a card ('self' → is the source). */
export function compileCardTest(t: CardRef | CardFilter, env: Env): Pred {
  if (typeof t === 'string' || 'target' in t || 'chosen' in t) {
    const r = compileCardRef(t as CardRef, env);
    return (ctx, id) => r(ctx).includes(id);
  }
  return compileFilter(t as CardFilter, env);
}
