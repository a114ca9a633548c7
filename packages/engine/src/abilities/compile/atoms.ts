/**
 * Compiling the card language's atomic effects into runners: each resolves its references at run
 * time, acts through the effects layer (which logs and raises events), and says whether it resolved
 * ("then": the next part needs it). Targets given as inline choices become `choose` instructions
 * before the runner (compileTarget).
 */
import { CF, type Op, type RCtx, type Refs } from '../../ruleset/compiled.js';
import type { Amount, Effect, Mods, Target, ZoneRef } from '../../lang/types.js';
import type { PlayerId, ZoneName } from '../../types.js';
import { ZONES } from '../../types.js';
import { isInPlay, isZone, opponent, zoneHolder } from '../../primitives/cards.js';
import { addEffect } from '../../primitives/lasting.js';
import { behaviourIndex, compiledOf, defOf } from '../../ruleset/registry.js';
import { activeConstants, newUse } from '../../characteristics/constants.js';
import { heroConflict, uniqueConflict } from '../../characteristics/uniqueness.js';
import { record, seen, seenOrNull } from '../../log.js';
import { randomInt, shuffleInPlace } from '../../rng.js';
import { reveal, shuffleDeck } from '../../primitives/cards.js';
import * as M from '../../effects/movement.js';
import * as D from '../../effects/damage.js';
import * as S from '../../effects/status.js';
import { takeControl } from '../../effects/lasting.js';
import { emit, EV } from '../../effects/events.js';
import type { Env } from './env.js';
import { compileChoice, isChoiceSpec } from './choices.js';
import { compileCardRef, compileFilter, compilePlayerRef, compileZoneRef, zoneOfSource, capitalOfSource } from './refs.js';
import { compileCondition } from './values.js';

export type Runner = (ctx: RCtx) => boolean;

/** A card in an out-of-play pile (hand, deck, discard pile) or removed from the game. */
const outOfPlay = (loc: string): boolean => loc === 'hand' || loc === 'deck' || loc === 'discard' || loc === 'removed';

/** A target: a reference, or an inline choice made right here (its `choose` instruction goes first). */
export function compileTarget(t: Target, env: Env, ops: Op[]): Refs {
  if (typeof t === 'object' && 'sectionsOf' in t) {
    const p = compilePlayerRef(t.sectionsOf, env);
    return (ctx) => ZONES.map((z) => D.sectionCode(p(ctx), z));
  }
  if (isChoiceSpec(t)) {
    const choice = compileChoice(t, env, { targeting: false });
    ops.push({ op: 'choose', choice });
    return (ctx) => ctx.use.picks[choice.slot] ?? [];
  }
  return compileCardRef(t, env);
}

/** A zone given by name, 'this', or a chosen capital section. */
function compileZoneTarget(z: ZoneRef | { chosen: string }, env: Env): (ctx: RCtx) => ZoneName | null {
  if (typeof z === 'object') {
    const slot = env.slot(z.chosen);
    return (ctx) => {
      const v = ctx.use.picks[slot]?.[0];
      return v !== undefined && D.isSection(v) ? D.decodeSection(v).zone : null;
    };
  }
  return compileZoneRef(z);
}

/** Extra damage to each target of a tactic (the source) played by the ability's controller (Hellcannon Reserves). */
function tacticDamageBonus(ctx: RCtx): number {
  if (ctx.self < 0 || defOf(ctx.state.cards[ctx.self]!).type !== 'Tactic') return 0;
  let bonus = 0;
  for (const { a, ctx: c } of activeConstants(ctx.state, CF.tacticDamageBonus)) if (c.player === ctx.player) bonus += a.rules!.tacticDamageBonus;
  return bonus;
}

/** Extra indirect damage the ability's controller deals (Outpost of Tiranoc): each such constant he controls adds its amount. */
function indirectDamageBonus(ctx: RCtx): number {
  let bonus = 0;
  for (const { a, ctx: c } of activeConstants(ctx.state, CF.indirectDamageBonus)) if (c.player === ctx.player) bonus += a.rules!.indirectDamageBonus;
  return bonus;
}

/** Cards of a reference that are in play. */
function inPlay(ctx: RCtx, refs: Refs): number[] {
  const out: number[] = [];
  for (const id of refs(ctx)) if (id >= 0 && isInPlay(ctx.state.cards[id]!)) out.push(id);
  return out;
}

/** Runs `fn` on each card in play of the reference; resolved when it did for at least one. */
function onEachInPlay(refs: Refs, fn: (ctx: RCtx, id: number) => boolean | void): Runner {
  return (ctx) => {
    let any = false;
    for (const id of inPlay(ctx, refs)) if (fn(ctx, id) !== false) any = true;
    return any;
  };
}

/** Numbers of a modifier evaluated now (a lasting effect keeps them fixed). */
function modsData(mods: Mods, env: Env): (ctx: RCtx) => Record<string, number> {
  const parts: [string, (ctx: RCtx) => number][] = [];
  const num = (key: string, a: Amount | undefined) => {
    if (a !== undefined) parts.push([key, env.amount(a)]);
  };
  num('power', mods.power);
  num('hitPoints', mods.hitPoints);
  num('combatDamage', mods.combatDamage);
  for (const [kw, a] of Object.entries(mods.keywords ?? {})) {
    if (kw === 'scout' || kw === 'necromancy') {
      if (a) parts.push([kw, () => 1]);
    } else num(kw, a as Amount);
  }
  for (const t of mods.traits ?? []) parts.push([`trait:${t}`, () => 1]);
  for (const flag of ['blank', 'losesActionsAndForced', 'cannotAttack', 'cannotDefend', 'mustDefend', 'mustAttack', 'losesToughness', 'damagesAllAttackers', 'cannotBeCorrupted', 'cannotBeRestored', 'cannotBeTargeted', 'cannotBeTargetedByAny', 'damageUncancellable', 'attackFromAnyZone', 'defendFromAnyZone', 'losesAllPower', 'cannotAttackAlone', 'cannotDefendAlone', 'hitPointsCannotBeReduced', 'damageCountsDouble'] as const) {
    if (mods[flag]) parts.push([flag, () => 1]);
  }
  if (mods.becomesUnit) {
    const u = mods.becomesUnit;
    parts.push(['unitPower', () => u.power ?? 0], ['unitHitPoints', () => u.hitPoints]);
  }
  if (mods.targetTax) {
    const t = mods.targetTax;
    parts.push(['tax', env.amount(t.amount)]);
    if (t.of === 'actions') parts.push(['taxActionsOnly', () => 1]);
    if (t.by !== 'others') parts.push(['taxOpponentsOnly', () => 1]);
  }
  return (ctx) => {
    const data: Record<string, number> = {};
    for (const [k, f] of parts) data[k] = f(ctx);
    return data;
  };
}

function describeMods(data: Record<string, number>): string {
  return Object.entries(data)
    .map(([k, v]) => (v === 1 && !['power', 'hitPoints', 'combatDamage', 'toughness', 'counterstrike', 'ambush', 'raider', 'savage', 'feared'].includes(k) ? k : `${k} ${v >= 0 ? '+' : ''}${v}`))
    .join(', ');
}

/** The runner of one atomic effect (choices it makes go into `ops` first), or null when `e` is not atomic. */
export function compileAtom(e: Effect, env: Env, ops: Op[]): Runner | null {
  if ('damage' in e) {
    const to = compileTarget(e.to, env, ops);
    const n = env.amount(e.damage);
    const unc = e.uncancellable === true;
    const combat = e.combat === true;
    // Damage to the ability's targets ("target unit"), as opposed to cards it does not target.
    const targeted = typeof e.to === 'object' && ('target' in e.to || (isChoiceSpec(e.to) && e.to.targeting === true));
    return (ctx) => {
      const base = n(ctx);
      const amount = targeted && base > 0 ? base + tacticDamageBonus(ctx) : base;
      const targets = to(ctx);
      if (amount <= 0 || targets.length === 0) return false;
      const kind: D.DamageKind = { combat, uncancellable: unc, source: ctx.self };
      const units = targets.filter((t) => t >= 0 && isInPlay(ctx.state.cards[t]!));
      if (units.length > 0) D.dealDamageToUnits(ctx.state, units, units.map(() => amount), kind);
      let sections = 0;
      for (const t of targets) {
        if (!D.isSection(t)) continue;
        D.dealDamageTo(ctx.state, t, amount, kind);
        sections++;
      }
      // Aimed only at cards no longer in play, it did nothing: what follows "then" does not happen.
      return units.length > 0 || sections > 0;
    };
  }
  if ('indirect' in e) {
    const p = compilePlayerRef(e.player, env);
    const n = env.amount(e.indirect);
    const unc = e.uncancellable === true;
    return (ctx) => {
      const base = n(ctx);
      if (base <= 0) return false;
      const amount = base + indirectDamageBonus(ctx);
      D.dealIndirectDamage(ctx.state, [p(ctx)], amount, ctx.self, unc);
      return true;
    };
  }
  if ('heal' in e) {
    const refs = compileTarget(e.card, env, ops);
    const n = e.heal === 'all' ? null : env.amount(e.heal);
    return onEachInPlay(refs, (ctx, id) => S.heal(ctx.state, id, n ? n(ctx) : ctx.state.cards[id]!.damage, ctx.player) > 0);
  }
  if ('healCapital' in e) {
    const sections = compileTarget(e.section, env, ops);
    const n = e.healCapital === 'all' ? null : env.amount(e.healCapital);
    return (ctx) => {
      let any = false;
      for (const v of sections(ctx)) {
        if (!D.isSection(v)) continue;
        const { player, zone } = D.decodeSection(v);
        if (S.healZone(ctx.state, player, zone, n ? n(ctx) : ctx.state.players[player].zones[zone].damage) > 0) any = true;
      }
      return any;
    };
  }
  if ('destroy' in e) return onEachInPlay(compileTarget(e.destroy, env, ops), (ctx, id) => void M.destroy(ctx.state, id));
  if ('sacrifice' in e) return onEachInPlay(compileTarget(e.sacrifice, env, ops), (ctx, id) => void M.sacrifice(ctx.state, id));
  if ('corrupt' in e) return onEachInPlay(compileTarget(e.corrupt, env, ops), (ctx, id) => S.corrupt(ctx.state, id));
  if ('restore' in e) return onEachInPlay(compileTarget(e.restore, env, ops), (ctx, id) => S.restore(ctx.state, id));
  if ('discardFromPlay' in e) return onEachInPlay(compileTarget(e.discardFromPlay, env, ops), (ctx, id) => void M.leavePlay(ctx.state, id, 'discard'));
  if ('returnToHand' in e) {
    const refs = compileTarget(e.returnToHand, env, ops);
    return (ctx) => {
      let any = false;
      for (const id of refs(ctx)) {
        const c = ctx.state.cards[id];
        if (!c || c.loc === 'hand' || c.loc === 'chain') continue;
        M.putInPile(ctx.state, id, 'hand');
        any = true;
      }
      return any;
    };
  }
  if ('toDeck' in e) {
    const refs = compileTarget(e.toDeck, env, ops);
    const bottom = e.bottom === true;
    return (ctx) => {
      let any = false;
      for (const id of refs(ctx)) {
        const c = ctx.state.cards[id];
        // A card of the deck goes to its top (or bottom): ordering cards looked at.
        if (!c || c.loc === 'chain') continue;
        M.putInPile(ctx.state, id, 'deck', bottom);
        any = true;
      }
      return any;
    };
  }
  if ('draw' in e) {
    const p = compilePlayerRef(e.player, env);
    const n = env.amount(e.draw);
    const bottom = e.bottom === true;
    return (ctx) => {
      const player = p(ctx);
      const k = M.draw(ctx.state, player, n(ctx), null, bottom);
      if (k > 0 && ctx.state.log) record(ctx.state, { type: 'cardsDrawn', player, amount: k, questPower: null });
      return k > 0;
    };
  }
  if ('discardHand' in e) {
    const p = compilePlayerRef(e.discardHand, env);
    return (ctx) => {
      const hand = ctx.state.players[p(ctx)].hand;
      if (hand.length === 0) return false;
      for (const id of [...hand]) M.discardFromHand(ctx.state, id);
      return true;
    };
  }
  if ('discard' in e) {
    const p = compilePlayerRef(e.player, env);
    const n = env.amount(e.discard);
    if (e.random) {
      return (ctx) => {
        const player = p(ctx);
        let k = n(ctx);
        const hand = ctx.state.players[player].hand;
        let any = false;
        while (k-- > 0 && hand.length > 0) {
          const id = hand[randomInt(ctx.state, 0, hand.length - 1)]!;
          M.putInPile(ctx.state, id, 'discard', false, true);
          if (ctx.state.log) record(ctx.state, { type: 'discardedAtRandom', player, card: seen(ctx.state, id) });
          any = true;
        }
        return any;
      };
    }
    // Chosen by the player who discards, from his hand.
    const choice = compileChoice({ choose: 'card', from: 'hand', whose: 'any', label: 'card to discard', min: e.discard, max: e.discard, targeting: false }, env, { targeting: false });
    const who = p;
    choice.whose = who;
    choice.by = who;
    const cap = choice.min;
    choice.min = (ctx) => Math.min(cap(ctx), ctx.state.players[who(ctx)].hand.length);
    choice.max = choice.min;
    ops.push({ op: 'choose', choice });
    return (ctx) => {
      const picks = ctx.use.picks[choice.slot] ?? [];
      for (const id of picks) if (ctx.state.cards[id]!.loc === 'hand') M.discardFromHand(ctx.state, id);
      return picks.length > 0;
    };
  }
  if ('discardDeckTop' in e) {
    const p = compilePlayerRef(e.player, env);
    const n = env.amount(e.discardDeckTop);
    return (ctx) => {
      const deck = ctx.state.players[p(ctx)].deck;
      let k = n(ctx);
      let any = false;
      while (k-- > 0 && deck.length > 0) {
        M.putInPile(ctx.state, deck[deck.length - 1]!, 'discard');
        any = true;
      }
      return any;
    };
  }
  if ('gainResources' in e) {
    const p = compilePlayerRef(e.player, env);
    const n = env.amount(e.gainResources);
    return (ctx) => {
      const k = n(ctx);
      S.gainResources(ctx.state, p(ctx), k);
      return k > 0;
    };
  }
  if ('loseResources' in e) {
    const p = compilePlayerRef(e.player, env);
    const n = env.amount(e.loseResources);
    return (ctx) => S.loseResources(ctx.state, p(ctx), n(ctx)) > 0;
  }
  if ('gain' in e) {
    const refs = compileTarget(e.card, env, ops);
    const data = modsData(e.gain, env);
    const until = e.until;
    const inPlayPart = onEachInPlay(refs, (ctx, id) => {
      ctx.each = id;
      const d = data(ctx);
      addEffect(ctx.state, 'modify', { source: ctx.self, controller: ctx.player, card: id, until, data: d });
      if (ctx.state.log) record(ctx.state, { type: 'gained', card: seen(ctx.state, id), change: describeMods(d), until });
    });
    if (e.gain.keywords?.necromancy !== true) return inPlayPart;
    // A card in a discard pile gains only what means something there: Necromancy (Countess Iseara
    // grants it to a unit in her player's pile for the turn); it ends as the card leaves the pile.
    return (ctx) => {
      let any = inPlayPart(ctx);
      for (const id of refs(ctx)) {
        if (id < 0 || ctx.state.cards[id]!.loc !== 'discard') continue;
        addEffect(ctx.state, 'modify', { source: ctx.self, controller: ctx.player, card: id, until, data: { necromancy: 1 } });
        if (ctx.state.log) record(ctx.state, { type: 'gained', card: seen(ctx.state, id), change: describeMods({ necromancy: 1 }), until });
        any = true;
      }
      return any;
    };
  }
  if ('lasting' in e) {
    const b = `${env.def}:${e.lasting}`;
    behaviourIndex(b); // fails early (at install) for an unknown key
    const refs = e.card !== undefined ? compileTarget(e.card, env, ops) : null;
    const dataParts = Object.entries(e.data ?? {}).map(([k, a]) => [k, env.amount(a)] as const);
    const until = e.until;
    return (ctx) => {
      const data = () => Object.fromEntries(dataParts.map(([k, f]) => [k, f(ctx)]));
      if (!refs) {
        addEffect(ctx.state, b, { source: ctx.self, controller: ctx.player, card: -1, until, data: data() });
        return true;
      }
      let any = false;
      for (const id of refs(ctx)) {
        if (id < 0) continue;
        // Not on a card out of play (one that failed to enter play, or left it): it would wait for
        // nothing. A card being played (on the chain) may carry one, for when it enters play.
        if (outOfPlay(ctx.state.cards[id]!.loc)) continue;
        ctx.each = id;
        addEffect(ctx.state, b, { source: ctx.self, controller: ctx.player, card: id, until, data: data() });
        any = true;
      }
      return any;
    };
  }
  if ('move' in e) {
    const refs = compileTarget(e.move, env, ops);
    const zone = compileZoneTarget(e.zone, env);
    return onEachInPlay(refs, (ctx, id) => {
      const z = zone(ctx);
      const c = ctx.state.cards[id]!;
      if (!z || c.loc === z || !isZone(c.loc)) return false;
      // FAQ Limit one Hero per zone: no card effect moves a Hero into a zone that already has one.
      const hero = !c.dev && !c.faceDown ? heroConflict(ctx.state, zoneHolder(ctx.state, c), defOf(c), z, id) : null;
      if (hero) {
        if (ctx.state.log) record(ctx.state, { type: 'cannotMove', card: seen(ctx.state, id), reason: hero });
        return false;
      }
      M.moveToZone(ctx.state, id, z);
    });
  }
  if ('takeControl' in e) {
    const refs = compileTarget(e.takeControl, env, ops);
    const until = e.until;
    const gainer = e.player ? compilePlayerRef(e.player, env) : null;
    return onEachInPlay(refs, (ctx, id) => {
      const to = gainer ? gainer(ctx) : ctx.player;
      const c = ctx.state.cards[id]!;
      if (c.controller === to) return false;
      // Rules summary: Unique — no player takes control of a second copy of a unique card he has in
      // play; FAQ Limit one Hero per zone — nor of a Hero into a zone of his that has one.
      if (!c.dev && !c.faceDown && isZone(c.loc)) {
        const why = uniqueConflict(ctx.state, to, defOf(c), id) ?? heroConflict(ctx.state, to, defOf(c), c.loc, id);
        if (why) {
          if (ctx.state.log) record(ctx.state, { type: 'cannotMove', card: seen(ctx.state, id), reason: why });
          return false;
        }
      }
      takeControl(ctx.state, id, to, until, ctx.self);
    });
  }
  if ('declareDefender' in e) {
    const refs = compileTarget(e.declareDefender, env, ops);
    return onEachInPlay(refs, (ctx, id) => S.declareAsDefender(ctx.state, id));
  }
  if ('initiateAttack' in e) {
    const refs = compileTarget(e.initiateAttack, env, ops);
    const zone = compileZoneTarget(e.zone, env);
    return (ctx) => {
      const z = zone(ctx);
      return z !== null && S.initiateAttack(ctx.state, ctx.player, inPlay(ctx, refs), z);
    };
  }
  if ('putIntoPlay' in e) {
    const refs = compileTarget(e.putIntoPlay, env, ops);
    const zone = compileZoneTarget(e.zone, env);
    const controller = e.controller ? compilePlayerRef(e.controller, env) : null;
    const corrupted = e.corrupted === true;
    const asDev = e.asDevelopment === true;
    const attacking = e.attacking === true && !asDev;
    return (ctx) => {
      let any = false;
      for (const id of refs(ctx)) {
        const c = ctx.state.cards[id];
        const z = zone(ctx);
        if (!c || isInPlay(c) || c.loc === 'chain' || !z) continue;
        const who = controller ? controller(ctx) : ctx.player;
        // FAQ Put into Play: it does not bypass the unique restriction or the card's own restrictions.
        if (!asDev) {
          const d = defOf(c);
          const why = uniqueConflict(ctx.state, who, d) ?? heroConflict(ctx.state, who, d, z) ?? (d.entry && d.entry !== z ? `it may enter play only in a ${d.entry}` : null);
          if (why) {
            if (ctx.state.log) record(ctx.state, { type: 'cannotEnterPlay', card: seen(ctx.state, id), reason: why, sacrificed: false });
            continue;
          }
        }
        M.enterPlay(ctx.state, id, who, z, { asDevelopment: asDev, corrupted });
        if (attacking) S.joinAttack(ctx.state, id);
        any = true;
      }
      return any;
    };
  }
  if ('developFromDeck' in e) {
    const p = compilePlayerRef(e.player, env);
    const n = env.amount(e.developFromDeck);
    const zone = compileZoneTarget(e.zone, env);
    return (ctx) => {
      const player = p(ctx);
      const z = zone(ctx);
      const deck = ctx.state.players[player].deck;
      let k = n(ctx);
      if (!z || k <= 0 || deck.length === 0) return false;
      while (k-- > 0 && deck.length > 0) M.enterPlay(ctx.state, deck[deck.length - 1]!, player, z, { asDevelopment: true });
      if (ctx.state.log) record(ctx.state, { type: 'developedFromDeck', player, amount: n(ctx), zone: z });
      return true;
    };
  }
  if ('addTokens' in e) {
    const refs = compileTarget(e.card, env, ops);
    const n = env.amount(e.addTokens);
    return onEachInPlay(refs, (ctx, id) => S.addTokens(ctx.state, id, n(ctx)) > 0);
  }
  if ('removeTokens' in e) {
    const refs = compileTarget(e.card, env, ops);
    const n = env.amount(e.removeTokens);
    return onEachInPlay(refs, (ctx, id) => S.removeTokens(ctx.state, id, n(ctx)) > 0);
  }
  if ('moveDamage' in e) {
    const from = compileTarget(e.from, env, ops);
    const to = compileTarget(e.to, env, ops);
    const n = e.moveDamage === 'all' ? null : env.amount(e.moveDamage);
    return (ctx) => {
      const f = from(ctx)[0];
      const t = to(ctx)[0];
      if (f === undefined || t === undefined || t < 0) return false;
      const amount = n ? n(ctx) : Infinity;
      if (D.isSection(f)) {
        const s = D.decodeSection(f);
        return D.moveZoneDamage(ctx.state, s.player, s.zone, t, amount) > 0;
      }
      return D.moveDamage(ctx.state, f, t, amount) > 0;
    };
  }
  if ('cancel' in e) {
    const refs = compileTarget(e.cancel, env, ops);
    return (ctx) => {
      let any = false;
      for (const id of refs(ctx)) {
        const chain = ctx.state.chain;
        for (let i = chain.length - 1; i >= 0; i--) {
          const l = chain[i]!;
          if (l.card === id && !l.cancelled) {
            l.cancelled = true;
            any = true;
            if (ctx.state.log) record(ctx.state, { type: 'effectsCancelled', by: seenOrNull(ctx.state, ctx.self), card: seen(ctx.state, id) });
            break;
          }
        }
      }
      return any;
    };
  }
  if ('shuffle' in e) {
    const p = compilePlayerRef(e.shuffle, env);
    return (ctx) => {
      const player = p(ctx);
      shuffleDeck(ctx.state, player, (order) => shuffleInPlace(ctx.state, order));
      if (ctx.state.log) record(ctx.state, { type: 'shuffled', player });
      return true;
    };
  }
  if ('reveal' in e) {
    const refs = compileTarget(e.reveal, env, ops);
    return (ctx) => {
      const ids = refs(ctx).filter((v) => v >= 0);
      if (ids.length === 0) return false;
      reveal(ctx.state, ids);
      if (ctx.state.log) record(ctx.state, { type: 'revealed', player: ctx.player, source: null, cards: ids.map((id) => seen(ctx.state, id)), random: false });
      return true;
    };
  }
  if ('toFaceup' in e) return onEachInPlay(compileTarget(e.toFaceup, env, ops), (ctx, id) => {
    if (!ctx.state.cards[id]!.dev) return false;
    M.turnFaceup(ctx.state, id);
  });
  if ('toFacedown' in e) return onEachInPlay(compileTarget(e.toFacedown, env, ops), (ctx, id) => {
    if (ctx.state.cards[id]!.dev || !isZone(ctx.state.cards[id]!.loc)) return false;
    M.turnIntoDevelopment(ctx.state, id);
  });
  if ('experience' in e) {
    const refs = compileTarget(e.card, env, ops);
    const n = env.amount(e.experience);
    return onEachInPlay(refs, (ctx, id) => M.attachExperience(ctx.state, id, ctx.player, n(ctx)) > 0);
  }
  if ('attachTo' in e) {
    const refs = compileTarget(e.attachTo, env, ops);
    const to = compileTarget(e.host, env, ops);
    return (ctx) => {
      const host = to(ctx)[0];
      if (host === undefined || host < 0 || !isInPlay(ctx.state.cards[host]!)) return false;
      let any = false;
      for (const id of refs(ctx)) {
        if (id < 0 || id === host) continue;
        const loc = ctx.state.cards[id]!.loc;
        // From a pile, a hand, or a deck (a card a search found): it enters play attached.
        if (loc === 'discard' || loc === 'hand' || loc === 'deck') {
          M.attach(ctx.state, id, host, ctx.player);
          any = true;
        } else if (M.attachInPlay(ctx.state, id, host)) any = true;
      }
      return any;
    };
  }
  if ('moveAttachment' in e) {
    const refs = compileTarget(e.moveAttachment, env, ops);
    const to = compileTarget(e.to, env, ops);
    return (ctx) => {
      const host = to(ctx)[0];
      if (host === undefined || host < 0) return false;
      let any = false;
      for (const id of refs(ctx)) if (M.moveAttachment(ctx.state, id, host)) any = true;
      return any;
    };
  }
  if ('zonesToWin' in e) {
    const p = compilePlayerRef(e.player, env);
    const n = env.amount(e.zonesToWin);
    return (ctx) => S.setZonesToWin(ctx.state, p(ctx), Math.min(3, n(ctx)));
  }
  if ('twoZoneAttacks' in e) {
    // One effect a turn per player: a second adds nothing.
    return (ctx) => {
      if (ctx.state.effects.some((x) => x.b === 'twoZones' && x.controller === ctx.player)) return false;
      addEffect(ctx.state, 'twoZones', { source: ctx.self, controller: ctx.player, card: -1, until: 'turn', data: { zone: -1, legend: -1, split: -1 } });
      return true;
    };
  }
  if ('extraPhase' in e) {
    return (ctx) => {
      addEffect(ctx.state, 'extraPhase', { source: ctx.self, controller: ctx.player, card: -1, until: 'turn' });
      if (ctx.state.log) record(ctx.state, { type: 'extraBattlefieldPhaseAdded' });
      return true;
    };
  }
  if ('playAsIfInHand' in e) {
    // "Play it as if it were in your hand": the player pays its cost (none of its loyalty cost when
    // it ignores loyalty) and observes its play restrictions; it goes on the chain as a new action.
    const refs = compileTarget(e.playAsIfInHand, env, ops);
    const mark = { playableAsIfInHand: 1, ignoresLoyalty: e.ignoreLoyalty ? 1 : 0, toOwnersDeckBottom: e.afterwards === 'ownersDeckBottom' ? 1 : 0 };
    return (ctx) => {
      let any = false;
      const ids = [...refs(ctx)].reverse();
      for (const id of ids) {
        const c = ctx.state.cards[id];
        if (!c || defOf(c).type !== 'Tactic' || c.loc !== 'discard') continue;
        const play = compiledOf(c).abilities[0];
        if (!play?.tacticPlay) continue;
        addEffect(ctx.state, 'modify', { source: ctx.self, controller: ctx.player, card: id, until: 'turn', data: { ...mark } });
        const use = newUse(c.def, play.id, id, ctx.player, 0);
        ctx.state.stack.push({ t: 'ability', use, stage: 'freePlay', choice: 0, immediate: false });
        any = true;
      }
      return any;
    };
  }
  if ('playFromHand' in e) {
    // "Play a unit from your hand": the flow offers him the plays of the matching cards of his hand (playFromHand step).
    const f = compileFilter(e.playFromHand, env);
    return (ctx) => {
      const p = ctx.player;
      const cards = ctx.state.players[p].hand.filter((id) => f(ctx, id));
      if (cards.length === 0) return false;
      ctx.state.stack.push({ t: 'playFromHand', player: p, cards });
      return true;
    };
  }
  if ('playTactic' in e) {
    const refs = compileTarget(e.playTactic, env, ops);
    return (ctx) => {
      let any = false;
      // Queued in reverse: the step stack is last in, first out, so the first picked is played first.
      // Each is checked as its turn comes (freePlay): one played before may have moved the next.
      const ids = [...refs(ctx)].reverse();
      for (const id of ids) {
        const c = ctx.state.cards[id];
        if (!c || defOf(c).type !== 'Tactic') continue;
        const play = compiledOf(c).abilities[0];
        if (!play?.tacticPlay) continue;
        const use = newUse(c.def, play.id, id, ctx.player, 0);
        use.free = true;
        ctx.state.stack.push({ t: 'ability', use, stage: 'freePlay', choice: 0, immediate: true });
        any = true;
      }
      return any;
    };
  }
  if ('custom' in e) {
    const fn = e.custom;
    return (ctx) => fn(ctx) !== false;
  }
  return null;
}

export { compileCondition, opponent, zoneOfSource, capitalOfSource, emit, EV };
export type { PlayerId };
