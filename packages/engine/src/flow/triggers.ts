/**
 * After a trigger condition (Detailed Timing A): triggered constant effects resolve first, then
 * forced effects; within each kind the active player resolves his in the order he chooses, then the
 * opponent. Each resolves per C (its `ability` step: targets, costs, effect). Anything an effect
 * triggers is resolved (a new A) before the remaining effects of this batch. Effects exist
 * independently of their source: they resolve even if the source left play.
 */
import { opponent } from '../primitives/cards.js';
import { abilityByRef } from '../ruleset/registry.js';
import { OPTIONAL } from '../abilities/interpret.js';
import type { Decision, GameState, PendingEffect, Prompt, Step } from '../types.js';

type TriggersStep = Extract<Step, { t: 'triggers' }>;

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
  return a.def === b.def && a.ability === b.ability && a.kind === b.kind && a.controller === b.controller && a.source === b.source && a.lasting === b.lasting && a.ev.kind === b.ev.kind && a.ev.card === b.ev.card && a.ev.amount === b.ev.amount && a.ev.zone === b.ev.zone;
}

/** Takes an effect out of the batch (matched by value: the state may have been serialized since) and starts resolving it. */
function take(state: GameState, step: TriggersStep, p: PendingEffect): void {
  const i = step.pending.findIndex((q) => samePending(q, p));
  step.pending.splice(i, 1);
  const optional = abilityByRef(p.def, p.ability).optional;
  state.stack.push({
    t: 'ability',
    use: { def: p.def, ability: p.ability, source: p.source, player: p.controller, picks: [], x: 0, ev: p.ev, paid: 0, free: false, pc: optional ? OPTIONAL : -1, ok: true, lasting: p.lasting, sourceZone: null, sourceHost: p.source >= 0 ? state.cards[p.source]!.attachedTo : -1 },
    stage: 'resolve',
    choice: 0,
    immediate: true,
  });
}

export function orderOptions(state: GameState): Decision[] {
  return state.prompt!.effects.map((_, index) => ({ type: 'resolve', index }) as Decision);
}

export function applyOrderDecision(state: GameState, d: Decision, prompt: Prompt): void {
  if (d.type !== 'resolve') return;
  const step = state.stack[state.stack.length - 1] as TriggersStep;
  take(state, step, prompt.effects[d.index]!);
}
