/**
 * An optional replacement ("you may ... instead", FAQ: e.g. Altar of Khaine): the event waits while
 * the replacement's controller picks one of his replacements — it then resolves instead of the
 * event — or lets the event happen (each replacement is offered once per event).
 */
import { record, seenOrNull } from '../log.js';
import type { Decision, GameState, Step } from '../types.js';
import { destroy, leavePlay } from '../effects/movement.js';
import { optionStillApplies, wouldEventData } from '../effects/replace.js';
import { resolveNow } from '../effects/resolve.js';
import { isInPlay } from '../primitives/cards.js';

type ReplaceStep = Extract<Step, { t: 'replace' }>;

export function runReplaceStep(state: GameState, step: ReplaceStep): void {
  if (!isInPlay(state.cards[step.event.card]!)) {
    state.stack.pop(); // the card left play meanwhile: nothing to replace
    return;
  }
  // Options that no longer apply (an earlier answer spent what their cost needs) are not offered;
  // with none left the event happens.
  step.options = step.options.filter((o) => optionStillApplies(state, step.player, o, step.event));
  if (step.options.length === 0) {
    state.stack.pop();
    happen(state, step.event);
    return;
  }
  state.prompt = { player: step.player, kind: 'replace', amount: 0, effects: [] };
}

/** The event goes ahead (the replacements already offered are not offered again). */
function happen(state: GameState, w: ReplaceStep['event']): void {
  if (w.what === 'destroy') destroy(state, w.card, w.offered);
  else leavePlay(state, w.card, w.pile, w.bottom, w.offered);
}

export function replaceOptions(state: GameState): Decision[] {
  const step = state.stack[state.stack.length - 1] as ReplaceStep;
  return [...step.options.map((_, index) => ({ type: 'resolve', index }) as Decision), { type: 'pass' }];
}

export function applyReplaceDecision(state: GameState, d: Decision): void {
  const step = state.stack.pop() as ReplaceStep;
  const w = step.event;
  if (d.type === 'resolve') {
    const o = step.options[d.index]!;
    if (state.log) record(state, { type: 'replacementUsed', player: step.player, by: seenOrNull(state, o.source) });
    resolveNow(state, o.def, o.ability, o.source, step.player, wouldEventData(state, w), o.lasting);
    return;
  }
  if (state.log) record(state, { type: 'replacementDeclined', player: step.player });
  happen(state, w);
}
