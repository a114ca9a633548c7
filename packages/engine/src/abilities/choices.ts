/**
 * Choices of an ability (targets and other choices): candidates, feasibility, and the encoding of
 * capital sections. FAQ: Targeting — targets are declared on initiation and must exist for the
 * ability to be initiated; they are re-checked on resolution.
 */
import { defOf } from '../registry.js';
import { isInPlay, opponent } from '../rules/queries.js';
import type { AbilityUse, GameState, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import type { Ability, ChoiceSpec, Ctx } from './model.js';
import { anyConstant, hasConstantFlag, targetTax } from './constants.js';
import { CF } from './model.js';
import { anyLastingTargetTax } from '../timing/lastingEffects.js';

/** A capital section (player, zone) as a choice value: -2 … -7. */
export function sectionCode(p: PlayerId, zone: ZoneName): number {
  return -(2 + p * 3 + ZONES.indexOf(zone));
}
export function decodeSection(code: number): { player: PlayerId; zone: ZoneName } {
  const n = -code - 2;
  return { player: Math.floor(n / 3) as PlayerId, zone: ZONES[n % 3]! };
}
export function isSection(code: number): boolean {
  return code <= -2 && code >= -7;
}

export function ctxOf(state: GameState, use: AbilityUse): Ctx {
  return { state, self: use.card, player: use.player, use };
}

export function abilityOf(state: GameState, use: AbilityUse): Ability | undefined {
  return defOf(state.cards[use.card]!).abilities?.[use.ability];
}

/** When a choice is made: actions choose on initiation, triggered effects on resolution. */
export function choiceTime(ability: Ability, spec: ChoiceSpec): 'initiate' | 'resolve' {
  if (ability.kind !== 'action') return 'resolve';
  return spec.at ?? 'initiate';
}

export function chooser(ctx: Ctx, spec: ChoiceSpec): PlayerId {
  return spec.by === 'opponent' ? opponent(ctx.player) : ctx.player;
}

export function minPicks(spec: ChoiceSpec, ctx: Ctx): number {
  return spec.min === undefined ? 1 : typeof spec.min === 'number' ? spec.min : spec.min(ctx);
}
export function maxPicks(ctx: Ctx, spec: ChoiceSpec): number {
  const m = spec.max === undefined ? Math.max(1, minPicks(spec, ctx)) : typeof spec.max === 'number' ? spec.max : spec.max(ctx);
  return m;
}

/** Every card in play, both players (zones, then legends), in a fixed order. */
export function cardsInPlay(state: GameState): number[] {
  const out: number[] = [];
  for (const p of [0, 1] as const) {
    for (const z of ZONES) for (const id of state.players[p].zones[z].cards) out.push(id);
  }
  for (const p of [0, 1] as const) if (state.players[p].legend >= 0) out.push(state.players[p].legend);
  return out;
}

/** Values that satisfy a choice's filter, ignoring what was already picked and taxes. */
export function rawCandidates(ctx: Ctx, spec: ChoiceSpec): number[] {
  const out: number[] = [];
  if (spec.cards) {
    for (const id of cardsInPlay(ctx.state)) {
      // A card that cannot be corrupted cannot pay a corruption cost.
      if (spec.cards(ctx, id) && !(spec.cost === 'corrupt' && hasConstantFlag(ctx.state, id, 'cannotBeCorrupted'))) out.push(id);
    }
  }
  if (spec.list) for (const id of spec.list(ctx)) out.push(id);
  if (spec.sections) {
    for (const p of [0, 1] as const) for (const z of ZONES) if (spec.sections(ctx, p, z)) out.push(sectionCode(p, z));
  }
  return out;
}

/** Whether a value still satisfies its choice (re-checked on resolution). */
export function stillValid(ctx: Ctx, spec: ChoiceSpec, value: number): boolean {
  if (isSection(value)) {
    const s = decodeSection(value);
    return spec.sections ? spec.sections(ctx, s.player, s.zone) : false;
  }
  if (spec.cards) return isInPlay(ctx.state.cards[value]!) && spec.cards(ctx, value);
  if (spec.list) return spec.list(ctx).includes(value);
  return false;
}

/** Targets picked so far by targeting choices (for taxes). */
export function targetedSoFar(ability: Ability, use: AbilityUse): number[] {
  const out: number[] = [];
  const choices = ability.kind === 'constant' ? [] : (ability.choices ?? []);
  for (let i = 0; i < choices.length; i++) if (choices[i]!.targeting !== false) for (const v of use.picks[i] ?? []) out.push(v);
  return out;
}

/**
 * Candidates for the next pick of choice `index`: not yet picked, and — for a targeting choice —
 * affordable with the target tax it would add on top of `budgetUsed`.
 */
export function candidates(ctx: Ctx, ability: Ability, index: number, budget: number): number[] {
  const spec = (ability as { choices?: ChoiceSpec[] }).choices![index]!;
  const picked = ctx.use.picks[index] ?? [];
  let out = rawCandidates(ctx, spec).filter((v) => !picked.includes(v));
  if (spec.targeting !== false && budget !== Infinity && out.length > 0 && (anyConstant(ctx.state, CF.targetTax) || anyLastingTargetTax(ctx.state))) {
    const who = chooser(ctx, spec);
    const before = targetedSoFar(ability, ctx.use);
    out = out.filter((v) => targetTax(ctx.state, [...before, v], who) <= budget);
  }
  return out;
}

/**
 * Whether the choices made at `time` can all be made (greedily picking the first candidates, the
 * later choices seeing the earlier picks). Restores the use's picks afterwards.
 */
export function choicesFeasible(ctx: Ctx, ability: Ability, time: 'initiate' | 'resolve', budget: number): boolean {
  const choices = ability.kind === 'constant' ? [] : (ability.choices ?? []);
  const saved = ctx.use.picks;
  ctx.use.picks = saved.map((p) => p.slice());
  try {
    for (let i = 0; i < choices.length; i++) {
      const spec = choices[i]!;
      if (choiceTime(ability, spec) !== time) continue;
      ctx.use.picks[i] ??= [];
      const need = minPicks(spec, ctx);
      for (let n = 0; n < need; n++) {
        const c = candidates(ctx, ability, i, budget);
        if (c.length === 0) return false;
        ctx.use.picks[i]!.push(c[0]!);
      }
    }
    return true;
  } finally {
    ctx.use.picks = saved;
  }
}
