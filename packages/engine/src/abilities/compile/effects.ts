/**
 * Compiling an effect (a value, or a list of them) into a linear program of instructions with
 * jumps, run by the interpreter one instruction at a time (abilities/interpret.ts): choices stop it
 * at a prompt, anything that pushes a step (a replacement's question, indirect damage) lets that
 * happen first, and it resumes where it was — its program counter is in the state.
 *
 * FAQ: Multiple Effects — the effects of a card resolve independently, except after "then": the
 * part after it resolves only if the part before it did.
 */
import type { Op, RCtx } from '../../ruleset/compiled.js';
import type { CardFilter, Effect } from '../../lang/types.js';
import type { Env } from './env.js';
import { compileAtom, type Runner } from './atoms.js';
import { compileChoice, compileModeChoice } from './choices.js';
import { compileFilter } from './refs.js';
import { compileCondition } from './values.js';
import * as D from '../../effects/damage.js';
import { destroyTogether } from '../../effects/movement.js';
import { isInPlay } from '../../primitives/cards.js';

const list = (e: Effect | readonly Effect[]): readonly Effect[] => (Array.isArray(e) ? (e as readonly Effect[]) : [e as Effect]);

/** Every card in play matching a filter, now (zones of both players, then legends). */
function matching(ctx: RCtx, test: (ctx: RCtx, id: number) => boolean): number[] {
  const out: number[] = [];
  const s = ctx.state;
  for (let p = 0; p < 2; p++) {
    const pl = s.players[p]!;
    for (const z of [pl.zones.kingdom.cards, pl.zones.quest.cards, pl.zones.battlefield.cards]) {
      for (const id of z) {
        ctx.each = id;
        if (test(ctx, id)) out.push(id);
      }
    }
    if (pl.legend >= 0) {
      ctx.each = pl.legend;
      if (test(ctx, pl.legend)) out.push(pl.legend);
    }
  }
  ctx.each = -1;
  return out;
}

/**
 * "Each/all ... matching": the cards are the ones matching when it resolves. Damage to all of them
 * is dealt together (one instance each, destroyed together), and "destroy all ..." destroys them
 * simultaneously (a replacement of one of them still sees the others in play: FAQ Leaves Play);
 * other effects apply card by card.
 */
function compileEach(filter: CardFilter, body: readonly Effect[], env: Env): Runner {
  const test = compileFilter(filter, env);
  if (body.length === 1 && 'destroy' in body[0]! && body[0]!.destroy === 'each') {
    return (ctx) => {
      const cards = matching(ctx, test);
      if (cards.length === 0) return false;
      destroyTogether(ctx.state, cards);
      return true;
    };
  }
  if (body.length === 1 && 'damage' in body[0]! && body[0]!.to === 'each') {
    const e = body[0] as Extract<Effect, { damage: unknown }>;
    const n = env.amount(e.damage);
    const unc = e.uncancellable === true;
    return (ctx) => {
      const units = matching(ctx, test);
      if (units.length === 0) return false;
      const amounts = units.map((id) => {
        ctx.each = id;
        return n(ctx);
      });
      ctx.each = -1;
      D.dealDamageToUnits(ctx.state, units, amounts, { combat: false, uncancellable: unc, source: ctx.self });
      return true;
    };
  }
  const inner: Op[] = [];
  const runners: Runner[] = [];
  for (const e of body) {
    const r = compileAtom(e, env, inner);
    if (!r) throw env.error('an "each" can hold only simple effects (no sequencing)');
    runners.push(r);
  }
  if (inner.length > 0) throw env.error('an "each" cannot make choices; use eachPlayer, or choose the cards first');
  return (ctx) => {
    const cards = matching(ctx, test);
    let any = false;
    for (const id of cards) {
      if (!isInPlay(ctx.state.cards[id]!)) continue;
      ctx.each = id;
      for (const r of runners) if (r(ctx)) any = true;
    }
    ctx.each = -1;
    return any;
  };
}

/** Appends the instructions of `effects` to `ops`. */
export function compileEffects(effects: Effect | readonly Effect[], env: Env, ops: Op[]): void {
  for (const e of list(effects)) compileOne(e, env, ops);
}

function compileOne(e: Effect, env: Env, ops: Op[]): void {
  if ('each' in e) {
    ops.push({ op: 'do', label: 'each', run: compileEach(e.each, list(e.do), env) });
    return;
  }
  if ('eachPlayer' in e) {
    // "Each player ...": the active player first, then the other (FAQ: Simultaneous Effects order).
    const slot = env.enterEachPlayer();
    for (const which of [0, 1] as const) {
      if (which === 1) env.nextEachPlayerPass();
      ops.push({ op: 'eachPlayer', slot, which });
      compileEffects(e.eachPlayer, env, ops);
    }
    env.leaveEachPlayer();
    return;
  }
  if ('andThen' in e) {
    const jump = { op: 'jumpIfFailed', to: -1 } as { op: 'jumpIfFailed'; to: number };
    ops.push(jump);
    compileEffects(e.andThen, env, ops);
    jump.to = ops.length;
    return;
  }
  if ('if' in e) {
    const jump = { op: 'jumpUnless', cond: compileCondition(e.if, env), to: -1 } as { op: 'jumpUnless'; cond: ReturnType<typeof compileCondition>; to: number };
    ops.push(jump);
    compileEffects(e.do, env, ops);
    if (e.else !== undefined) {
      const skip = { op: 'jump', to: -1 } as { op: 'jump'; to: number };
      ops.push(skip);
      jump.to = ops.length;
      compileEffects(e.else, env, ops);
      skip.to = ops.length;
    } else jump.to = ops.length;
    return;
  }
  if ('chooseOne' in e) {
    const choice = compileModeChoice(e.chooseOne, e.by, env);
    const targets: number[] = [];
    const mode = { op: 'mode', choice, to: targets } as Op;
    ops.push(mode);
    const ends: { op: 'jump'; to: number }[] = [];
    for (const option of e.chooseOne) {
      targets.push(ops.length);
      compileEffects(option.do, env, ops);
      const end = { op: 'jump', to: -1 } as { op: 'jump'; to: number };
      ops.push(end);
      ends.push(end);
    }
    for (const end of ends) end.to = ops.length;
    return;
  }
  if ('choose' in e) {
    ops.push({ op: 'choose', choice: compileChoice(e.choose, env, { targeting: false }) });
    return;
  }
  const run = compileAtom(e, env, ops);
  if (!run) throw env.error(`unknown effect ${JSON.stringify(e)}`);
  ops.push({ op: 'do', label: Object.keys(e)[0]!, run });
}
