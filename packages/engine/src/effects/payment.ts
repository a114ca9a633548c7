/**
 * Paying resources. A player pays from his resource pool; where cards let him spend their resource
 * tokens (Sack of Tor Aendris) or their damage (Urguck) as resources, he chooses how to pay — one
 * resource at a time from such a card, or the rest from his pool (a `pay` step and prompt).
 */
import { record, seen } from '../log.js';
import type { Decision, GameState, PlayerId, Step } from '../types.js';
import { paymentSources } from '../characteristics/costs.js';

type PayStep = Extract<Step, { t: 'pay' }>;

/**
 * Pays `amount` for `p` (already known to be affordable): at once from the pool when no card offers
 * another way, else through a `pay` step (true: the caller must wait for it).
 */
export function pay(state: GameState, p: PlayerId, amount: number, forCard = -1): boolean {
  if (amount <= 0) return false;
  if (paymentSources(state, p, forCard).length === 0) {
    state.players[p].resources -= Math.min(amount, state.players[p].resources);
    return false;
  }
  state.stack.push({ t: 'pay', player: p, amount, card: forCard });
  return true;
}

export function runPayStep(state: GameState, step: PayStep): void {
  const sources = step.amount > 0 ? paymentSources(state, step.player, step.card) : [];
  if (step.amount <= 0 || sources.length === 0) {
    state.players[step.player].resources -= Math.min(step.amount, state.players[step.player].resources);
    state.stack.pop();
    return;
  }
  state.prompt = { player: step.player, kind: 'pay', amount: step.amount, effects: [] };
}

/** Pay 1 from a card that allows it; or `pass`: the pool pays the rest (when it can). */
export function payOptions(state: GameState): Decision[] {
  const step = state.stack[state.stack.length - 1] as PayStep;
  const out: Decision[] = paymentSources(state, step.player, step.card).map((s) => ({ type: 'target', target: s.card }));
  if (state.players[step.player].resources >= step.amount) out.push({ type: 'pass' });
  return out;
}

export function applyPayDecision(state: GameState, d: Decision): void {
  const step = state.stack[state.stack.length - 1] as PayStep;
  if (d.type === 'pass') {
    state.players[step.player].resources -= step.amount;
    if (state.log) record(state, { type: 'paidFromPool', player: step.player, amount: step.amount });
    step.amount = 0;
    return;
  }
  if (d.type !== 'target' || typeof d.target !== 'number') return;
  const src = paymentSources(state, step.player, step.card).find((s) => s.card === d.target)!;
  const c = state.cards[src.card]!;
  if (src.what === 'tokens') c.tokens--;
  else {
    c.damage--;
    state.dirty = true;
  }
  step.amount--;
  if (state.log) record(state, { type: 'paidWith', player: step.player, card: seen(state, src.card), what: src.what });
}
