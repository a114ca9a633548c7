/**
 * Compiling amounts, conditions and triggers of the card language into closures.
 */
import { defOf } from '../../ruleset/registry.js';
import type { Cond, CTrigger, Num, RCtx } from '../../ruleset/compiled.js';
import type { Amount, CardFilter, CardRef, Condition, Trigger } from '../../lang/types.js';
import type { EventData } from '../../types.js';
import { ENTERED_FROM, EV, EVENT_NAMES, OUT_OF_PLAY_EVENTS, PLAYED_DEVELOPMENT, PLAYED_FROM_HAND } from '../../eventKinds.js';
import { isZone } from '../../primitives/cards.js';
import * as C from '../../characteristics/cards.js';
import type { Env } from './env.js';
import { compileCardRef, compileCardTest, compileFilter, compileOneRef, compilePlayerRef, compilePlayerRel, compileZoneRef, zoneOfSource, capitalOfSource } from './refs.js';

const STATS = ['tokens', 'damage', 'power', 'printedPower', 'printedCost', 'hitPoints', 'experience'] as const;

/** Every card in play (both players, zones then legends), for counts. */
function forEachInPlay(ctx: RCtx, fn: (id: number) => void): void {
  const s = ctx.state;
  for (let p = 0; p < 2; p++) {
    const pl = s.players[p]!;
    for (const z of [pl.zones.kingdom.cards, pl.zones.quest.cards, pl.zones.battlefield.cards]) for (let i = 0; i < z.length; i++) fn(z[i]!);
    if (pl.legend >= 0) fn(pl.legend);
  }
}

export function compileCount(f: CardFilter, env: Env): Num {
  const test = compileFilter(f, env);
  return (ctx) => {
    let n = 0;
    const each = ctx.each;
    forEachInPlay(ctx, (id) => {
      if (test(ctx, id)) n++;
    });
    ctx.each = each;
    return n;
  };
}

export function compileAmount(a: Amount, env: Env): Num {
  if (typeof a === 'number') return () => a;
  if ('x' in a) return (ctx) => ctx.use.x;
  if ('paid' in a) return (ctx) => ctx.use.paid;
  if ('eventAmount' in a) return (ctx) => ctx.use.ev.amount;
  if ('count' in a) return compileCount(a.count, env);
  for (const stat of STATS) {
    if (stat in a) {
      const ref = compileOneRef((a as unknown as Record<string, CardRef>)[stat]!, env);
      return (ctx) => {
        const id = ref(ctx);
        if (id < 0) return 0;
        const c = ctx.state.cards[id]!;
        switch (stat) {
          case 'tokens':
            return c.tokens;
          case 'damage':
            return C.damageCounted(ctx.state, id);
          case 'power':
            return C.power(ctx.state, id);
          case 'printedPower':
            return C.hasFace(c) || !C.isInPlay(c) ? defOf(c).power : 0;
          case 'printedCost': {
            const cost = defOf(c).cost;
            return (C.hasFace(c) || !C.isInPlay(c)) && typeof cost === 'number' ? cost : 0;
          }
          case 'hitPoints':
            return C.hitPoints(ctx.state, id);
          case 'experience':
            return C.experienceOn(ctx.state, id);
        }
      };
    }
  }
  if ('keyword' in a) {
    const ref = compileOneRef(a.keyword, env);
    const kw = a.kw;
    return (ctx) => {
      const id = ref(ctx);
      return id < 0 ? 0 : C.keywordValue(ctx.state, id, kw);
    };
  }
  if ('resources' in a) {
    const p = compilePlayerRef(a.resources, env);
    return (ctx) => ctx.state.players[p(ctx)].resources;
  }
  if ('handSize' in a) {
    const p = compilePlayerRef(a.handSize, env);
    return (ctx) => ctx.state.players[p(ctx)].hand.length;
  }
  if ('burning' in a) {
    const p = compilePlayerRef(a.burning, env);
    return (ctx) => C.burningZones(ctx.state, p(ctx));
  }
  if ('zoneDamage' in a) {
    const p = compilePlayerRef(a.zoneDamage, env);
    const z = compileZoneRef(a.zone);
    return (ctx) => {
      const zone = z(ctx);
      return zone ? ctx.state.players[p(ctx)].zones[zone].damage : 0;
    };
  }
  if ('chosen' in a) {
    const slot = env.slot(a.chosen);
    return (ctx) => ctx.use.picks[slot]?.[0] ?? 0;
  }
  if ('picked' in a) {
    const slot = env.slot(a.picked);
    return (ctx) => ctx.use.picks[slot]?.length ?? 0;
  }
  if ('if' in a) {
    const c = compileCondition(a.if, env);
    const t = compileAmount(a.then, env);
    const e = compileAmount(a.else, env);
    return (ctx) => (c(ctx) ? t(ctx) : e(ctx));
  }
  if ('sum' in a) {
    const parts = a.sum.map((x) => compileAmount(x, env));
    return (ctx) => parts.reduce((s, f) => s + f(ctx), 0);
  }
  if ('times' in a) {
    const [x, y] = a.times.map((v) => compileAmount(v, env));
    return (ctx) => x!(ctx) * y!(ctx);
  }
  if ('minus' in a) {
    const [x, y] = a.minus.map((v) => compileAmount(v, env));
    return (ctx) => Math.max(0, x!(ctx) - y!(ctx));
  }
  if ('least' in a) {
    const parts = a.least.map((x) => compileAmount(x, env));
    return (ctx) => Math.min(...parts.map((f) => f(ctx)));
  }
  if ('data' in a) {
    const key = a.data;
    return (ctx) => ctx.lasting?.data[key] ?? 0;
  }
  if ('fn' in a) return a.fn as Num;
  throw env.error(`unknown amount ${JSON.stringify(a)}`);
}

export function compileCondition(c: Condition, env: Env): Cond {
  if ('yourTurn' in c) {
    const v = c.yourTurn;
    return (ctx) => (ctx.state.active === ctx.player) === v;
  }
  if ('phase' in c) {
    const phases = Array.isArray(c.phase) ? c.phase : [c.phase];
    return (ctx) => phases.includes(ctx.state.phase);
  }
  if ('combatStep' in c) {
    const order = ['declareAttackers', 'ambush', 'declareDefenders', 'assignDamage', 'applyDamage'];
    const at = order.indexOf(c.combatStep);
    return (ctx) => {
      const cb = ctx.state.combat;
      return cb !== null && cb.step !== 'done' && order.indexOf(cb.step) >= at;
    };
  }
  if ('is' in c) {
    const ref = compileCardRef(c.is, env);
    const f = compileFilter(c.matches, env);
    return (ctx) => {
      const ids = ref(ctx);
      return ids.length > 0 && ids.every((id) => f(ctx, id));
    };
  }
  if ('exists' in c) {
    const n = compileCount(c.exists, env);
    return (ctx) => n(ctx) > 0;
  }
  if ('atLeast' in c) {
    const [x, y] = c.atLeast.map((v) => compileAmount(v, env));
    return (ctx) => x!(ctx) >= y!(ctx);
  }
  if ('and' in c) {
    const parts = c.and.map((x) => compileCondition(x, env));
    return (ctx) => parts.every((p) => p(ctx));
  }
  if ('or' in c) {
    const parts = c.or.map((x) => compileCondition(x, env));
    return (ctx) => parts.some((p) => p(ctx));
  }
  if ('not' in c) {
    const inner = compileCondition(c.not, env);
    return (ctx) => !inner(ctx);
  }
  if ('thisZoneAttacked' in c) {
    return (ctx) => {
      const cb = ctx.state.combat;
      // Attacking a legend through a zone is not attacking that zone.
      return cb !== null && cb.step !== 'done' && cb.attackers.length > 0 && cb.legend < 0 && cb.defender === capitalOfSource(ctx) && cb.zone === zoneOfSource(ctx);
    };
  }
  if ('questing' in c) return (ctx) => ctx.self >= 0 && C.questerOf(ctx.state, ctx.self) >= 0;
  if ('fn' in c) return c.fn as Cond;
  throw env.error(`unknown condition ${JSON.stringify(c)}`);
}

export function compileTrigger(t: Trigger, env: Env): CTrigger {
  const kind = EVENT_NAMES[t.on];
  if (kind === undefined) throw env.error(`unknown event '${t.on}'`);
  const tests: ((ctx: RCtx, ev: EventData) => boolean)[] = [];
  const outOfPlay = t.card === 'self' && OUT_OF_PLAY_EVENTS.has(kind);
  if (t.card !== undefined) {
    const test = compileCardTest(t.card, env);
    tests.push((ctx, ev) => ev.card >= 0 && test(ctx, ev.card));
  }
  if (t.player !== undefined && t.player !== 'any') {
    const p = compilePlayerRel(t.player, env);
    tests.push((ctx, ev) => ev.player === p(ctx));
  }
  if (t.zone !== undefined) {
    const z = compileZoneRef(t.zone);
    tests.push((ctx, ev) => ev.zone !== null && ev.zone === z(ctx));
  }
  if (t.combat !== undefined) {
    const v = t.combat;
    tests.push((_ctx, ev) => ev.combat === v);
  }
  if (t.phase !== undefined) {
    const ph = t.phase;
    if (t.on === 'endPhase' && ph === 'battlefield') {
      // The battlefield phase ends with the End of Turn (flow/turn.ts: its last window is the End of
      // Turn window, then "at the end of the phase" effects): its end is read there — but not on
      // turn 1, when the first player skips his battlefield phase.
      tests.push((ctx) => ctx.state.phase === 'battlefield' || (ctx.state.phase === 'endTurn' && ctx.state.turn > 1));
    } else tests.push((ctx) => ctx.state.phase === ph);
  }
  if (t.asDevelopment !== undefined) {
    const v = t.asDevelopment;
    tests.push((_ctx, ev) => ((ev.amount & PLAYED_DEVELOPMENT) !== 0) === v);
  }
  if (t.fromHand !== undefined) {
    const v = t.fromHand;
    tests.push((_ctx, ev) => ((ev.amount & PLAYED_FROM_HAND) !== 0) === v);
  }
  if (t.from !== undefined) {
    // Where the card was just before: entering play, or entering a discard pile ("discards a card from his hand").
    if (t.on !== 'enterPlay' && t.on !== 'enteredDiscard') throw env.error(`'from' is a fact of entering play or a discard pile, not of '${t.on}'`);
    const code = ENTERED_FROM[t.from];
    tests.push((_ctx, ev) => ev.amount === code);
  }
  if (t.if !== undefined) {
    const c = compileCondition(t.if, env);
    tests.push((ctx, ev) => {
      const saved = ctx.use.ev;
      ctx.use.ev = ev;
      const ok = c(ctx);
      ctx.use.ev = saved;
      return ok;
    });
  }
  // The condition sees the event as its ability's event ('eventCard', 'eventPlayer').
  const all = (ctx: RCtx, ev: EventData): boolean => {
    ctx.use.ev = ev;
    for (let i = 0; i < tests.length; i++) if (!tests[i]!(ctx, ev)) return false;
    return true;
  };
  return { kind, test: all, outOfPlay, host: t.card === 'host', batch: t.batch === true };
}

export { isZone, EV, compileZoneRef };
