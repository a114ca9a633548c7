/**
 * Compiling choices (targets, cost choices, choices an effect makes) into choice slots.
 */
import type { CChoice } from '../../ruleset/compiled.js';
import type { CardFilter, ChoiceSpec } from '../../lang/types.js';
import type { PlayerId } from '../../types.js';
import type { Env } from './env.js';
import { compileCardRef, compileFilter, compilePlayerRef, compilePlayerRel } from './refs.js';
import { compileCondition } from './values.js';

export function isChoiceSpec(x: unknown): x is ChoiceSpec {
  return typeof x === 'object' && x !== null && 'choose' in x;
}

/** A choice spec, or a filter taken as "one card matching it". */
export function toSpec(x: ChoiceSpec | CardFilter): ChoiceSpec {
  return isChoiceSpec(x) ? x : { choose: 'card', filter: x };
}

function defaultLabel(spec: ChoiceSpec): string {
  switch (spec.choose) {
    case 'section':
      return 'capital section';
    case 'number':
      return 'number';
    case 'mode':
      return 'option';
    default:
      return spec.filter?.type ? String(spec.filter.type) : 'card';
  }
}

export function compileChoice(x: ChoiceSpec | CardFilter, env: Env, opts: { targeting: boolean; cost?: CChoice['cost'] }): CChoice {
  const spec = toSpec(x);
  const slot = env.newSlot(spec.name);
  const targeting = spec.targeting ?? opts.targeting;
  const whoseRel = spec.whose ?? (spec.choose === 'section' ? 'any' : 'you');
  const whoseFn = whoseRel === 'any' ? null : compilePlayerRel(whoseRel, env);
  const min = spec.min !== undefined ? env.amount(spec.min) : () => (spec.choose === 'number' ? 0 : 1);
  const max = spec.max !== undefined ? env.amount(spec.max) : spec.min !== undefined && spec.choose !== 'number' ? (ctx: Parameters<typeof min>[0]) => Math.max(1, min(ctx)) : () => 1;
  return {
    slot,
    name: spec.name ?? `#${slot}`,
    label: spec.label ?? defaultLabel(spec),
    kind: spec.choose,
    from: spec.from ?? 'play',
    whose: whoseFn ? (ctx) => whoseFn(ctx) : () => -1 as PlayerId | -1,
    depth: spec.depth !== undefined ? env.amount(spec.depth) : null,
    search: spec.search === true,
    filter: spec.filter ? compileFilter(spec.filter, env) : null,
    orSection: spec.orSection === true,
    unburned: spec.unburned !== false,
    ...(spec.damaged ? { damaged: true } : {}),
    ...(spec.developed !== undefined ? { developed: spec.developed } : {}),
    ...(spec.moving !== undefined ? { moving: compileCardRef(spec.moving, env) } : {}),
    ...(spec.zoneWhere ? { zoneWhere: spec.zoneWhere as CChoice['zoneWhere'] } : {}),
    min,
    max,
    by: spec.by ? compilePlayerRef(spec.by, env) : (ctx) => ctx.player,
    targeting,
    ifNone: spec.ifNone ?? (targeting ? 'cancel' : 'continue'),
    random: spec.random === true,
    ...(spec.facedown ? { facedown: true } : {}),
    cost: opts.cost ?? null,
    options: spec.options ?? [],
    optionIf: (spec.options ?? []).map(() => null),
  };
}

/** A "choose one" of labelled options, each possibly only when a condition holds. */
export function compileModeChoice(options: readonly { label: string; if?: import('../../lang/types.js').Condition }[], by: ChoiceSpec['by'], env: Env): CChoice {
  const c = compileChoice({ choose: 'mode', label: 'option', options: options.map((o) => o.label), min: 1, max: 1, ...(by ? { by } : {}) }, env, { targeting: false });
  return { ...c, optionIf: options.map((o) => (o.if ? compileCondition(o.if, env) : null)) };
}
