/**
 * After a trigger condition (Detailed Timing A): triggered constant effects resolve first, then
 * forced effects; within each kind the active player resolves his in the order he chooses, then the
 * opponent. Each resolves per C: choose targets (none valid: cancelled), pay costs, apply. Anything
 * an effect triggers is resolved (a new A) before the remaining effects of this batch.
 * Effects exist independently of their source: they resolve even if the source left play.
 */
import { effectDef, type EffectTarget } from '../registry.js';
import { log, playerName } from '../log.js';
import { opponent } from '../rules/queries.js';
import type { Decision, GameState, PendingEffect, Prompt, Step } from '../types.js';

type TriggersStep = Extract<Step, { t: 'triggers' }>;
type ResolveStep = Extract<Step, { t: 'resolveEffect' }>;

export function runTriggersStep(state: GameState, step: TriggersStep): void {
  const kind = step.stage;
  let player = state.active;
  let mine = step.pending.filter((p) => p.kind === kind && p.controller === player);
  if (mine.length === 0) {
    player = opponent(player);
    mine = step.pending.filter((p) => p.kind === kind && p.controller === player);
  }
  if (mine.length === 0) {
    if (kind === 'constant') step.stage = 'forced';
    else state.stack.pop();
    return;
  }
  if (mine.length === 1) {
    take(state, step, mine[0]!);
    return;
  }
  state.prompt = { player, kind: 'orderEffects', amount: 0, effects: mine };
}

function samePending(a: PendingEffect, b: PendingEffect): boolean {
  return a.effect === b.effect && a.kind === b.kind && a.controller === b.controller && a.source === b.source && a.card === b.card && a.amount === b.amount && a.zone === b.zone;
}

/** Takes an effect out of the batch (matched by value: the state may have been serialized since). */
function take(state: GameState, step: TriggersStep, p: PendingEffect): void {
  const i = step.pending.findIndex((q) => samePending(q, p));
  step.pending.splice(i, 1);
  state.stack.push({ t: 'resolveEffect', pending: p });
}

export function orderOptions(state: GameState): Decision[] {
  return state.prompt!.effects.map((_, index) => ({ type: 'resolve', index }) as Decision);
}

export function applyOrderDecision(state: GameState, d: Decision, prompt: Prompt): void {
  if (d.type !== 'resolve') return;
  const step = state.stack[state.stack.length - 1] as TriggersStep;
  const chosen = prompt.effects[d.index]!;
  take(state, step, chosen);
}

/** Timing C for one effect. */
export function runResolveEffectStep(state: GameState, step: ResolveStep): void {
  const p = step.pending;
  const def = effectDef(p.effect);
  if (!def.targets) {
    state.stack.pop();
    def.resolve(state, p, null);
    return;
  }
  const targets = def.targets(state, p);
  if (targets.length === 0) {
    state.stack.pop();
    if (state.log) log(state, `${def.label} has no valid target and is cancelled`);
    return;
  }
  if (targets.length === 1 && !def.optional) {
    state.stack.pop();
    def.resolve(state, p, targets[0]!);
    return;
  }
  state.prompt = { player: p.controller, kind: 'chooseTarget', amount: 0, effects: [p] };
}

export function targetOptions(state: GameState): Decision[] {
  const p = state.prompt!.effects[0]!;
  const def = effectDef(p.effect);
  const out: Decision[] = def.targets!(state, p).map(toTargetDecision);
  if (def.optional) out.push({ type: 'pass' });
  return out;
}

export function applyTargetDecision(state: GameState, d: Decision): void {
  const step = state.stack.pop() as ResolveStep;
  const p = step.pending;
  const def = effectDef(p.effect);
  if (d.type === 'pass') {
    if (state.log) log(state, `${playerName(p.controller)} declines ${def.label}`);
    return;
  }
  if (d.type === 'target') def.resolve(state, p, typeof d.target === 'number' ? d.target : { player: d.player!, zone: d.target });
}

function toTargetDecision(t: EffectTarget): Decision {
  return typeof t === 'number' ? { type: 'target', target: t } : { type: 'target', target: t.zone, player: t.player };
}
