/**
 * Discard pile order (FAQ section 2, Discard Pile): when several cards enter one player's discard
 * pile at the same time, their owner decides the order they lie in.
 *
 * "At the same time" is one piece of work of the engine: one step (an effect resolving, a cost
 * being paid, a card leaving play with its attachments), or one state check. Cards entering a
 * discard pile are noted in the state (`discarded`, with `discardGroups` marking where each piece of
 * work ends); when the work is over, each player who received two or more cards — not all copies
 * of the same card, whose order cannot matter — gets a `discardOrder` step, and picks them bottom
 * to top. The cards are in the pile from the start; the decision only rearranges them.
 */
import { record, seen } from '../log.js';
import { closeDiscardGroup, opponent } from '../primitives/cards.js';

export { closeDiscardGroup };
import type { Decision, GameState, PlayerId, Step } from '../types.js';

type OrderStep = Extract<Step, { t: 'discardOrder' }>;


/** Forget what was noted (nothing to order). */
export function clearDiscarded(state: GameState): void {
  if (state.discarded.length > 0) state.discarded = [];
  if (state.discardGroups.length > 0) state.discardGroups = [];
}

/**
 * Settles the noted cards: for each group that entered at the same time, every player with two or
 * more different cards entering his discard pile in it gets a `discardOrder` step (the earliest
 * group's on top, and within a group the active player's, so they order first). Returns whether a
 * step was pushed. With a prompt pending, the steps go under the top step (it owns the prompt).
 */
export function settleDiscards(state: GameState): boolean {
  const batch = state.discarded;
  if (batch.length === 0) return false;
  if (batch.length === 1) {
    clearDiscarded(state);
    return false;
  }
  closeDiscardGroup(state);
  const ends = state.discardGroups;
  let pushed = false;
  for (let k = ends.length - 1; k >= 0; k--) {
    const from = k === 0 ? 0 : ends[k - 1]!;
    const to = ends[k]!;
    if (to - from < 2) continue;
    for (const p of [opponent(state.active), state.active]) {
      const cards = groupCardsOf(state, p, from, to);
      if (cards === null) continue;
      const step: OrderStep = { t: 'discardOrder', player: p, cards };
      if (state.prompt === null) state.stack.push(step);
      else state.stack.splice(state.stack.length - 1, 0, step);
      pushed = true;
    }
  }
  clearDiscarded(state);
  return pushed;
}

/** The cards of discarded[from..to) now in `p`'s discard pile (each once, pile order), or null when their order cannot matter. */
function groupCardsOf(state: GameState, p: PlayerId, from: number, to: number): number[] | null {
  let out: number[] | null = null;
  for (const id of state.players[p].discard) {
    const i = state.discarded.indexOf(id, from);
    if (i < 0 || i >= to) continue;
    (out ??= []).push(id);
  }
  return out !== null && mayDiffer(state, out) ? out : null;
}

/** Two or more cards, not all copies of one card. */
function mayDiffer(state: GameState, cards: readonly number[]): boolean {
  if (cards.length < 2) return false;
  const def = state.cards[cards[0]!]!.def;
  for (let i = 1; i < cards.length; i++) if (state.cards[cards[i]!]!.def !== def) return true;
  return false;
}

export function runDiscardOrderStep(state: GameState, step: OrderStep): void {
  // Cards that left the pile meanwhile are no longer ordered.
  step.cards = step.cards.filter((id) => state.cards[id]!.loc === 'discard' && state.cards[id]!.owner === step.player);
  if (!mayDiffer(state, step.cards)) {
    state.stack.pop();
    return;
  }
  state.prompt = { player: step.player, kind: 'orderDiscard', amount: 0, effects: [] };
}

/** Options: the card to place next (lowest of the remaining places), or pass to keep the rest as they lie. */
export function discardOrderOptions(state: GameState): Decision[] {
  const step = state.stack[state.stack.length - 1] as OrderStep;
  const out: Decision[] = step.cards.map((id) => ({ type: 'target', target: id }));
  out.push({ type: 'pass' });
  return out;
}

export function applyDiscardOrderDecision(state: GameState, d: Decision): void {
  const step = state.stack[state.stack.length - 1] as OrderStep;
  if (d.type !== 'target' || typeof d.target !== 'number') {
    state.stack.pop();
    return;
  }
  const pile = state.players[step.player].discard;
  const places = step.cards.map((id) => pile.indexOf(id)).sort((a, b) => a - b);
  const rest = places.map((i) => pile[i]!).filter((id) => id !== d.target);
  const order = [d.target, ...rest];
  for (let i = 0; i < places.length; i++) pile[places[i]!] = order[i]!;
  step.cards = rest;
  if (state.log) record(state, { type: 'discardPlaced', player: step.player, card: seen(state, d.target) });
}
