/**
 * The engine loop: run steps from the top of the step stack until a player must decide or the game
 * ends. After every step, queued triggered effects interrupt (Timing A) and state checks run; cards
 * that entered a discard pile at the same time are ordered by their owner (flow/discardOrder.ts).
 */
import type { GameState } from '../types.js';
import { runPlayFromHandStep } from './playFromHand.js';
import { runAbilityStep } from '../abilities/interpret.js';
import { lookAtChoice } from '../abilities/looks.js';
import { runPayStep } from '../effects/payment.js';
import { closeDiscardGroup, runDiscardOrderStep, settleDiscards } from './discardOrder.js';
import { runSetupStep, runMulliganStep } from './setup.js';
import { runTurnStep, runPhaseStep } from './turn.js';
import { runCombatStep } from './combat/combat.js';
import { runWindowStep } from './window.js';
import { runResolveChainStep } from './chain.js';
import { runTriggersStep } from './triggers.js';
import { runIndirectStep } from './indirect.js';
import { runPlayStep } from './playCard.js';
import { runReplaceStep } from './replaceStep.js';
import { stateChecks } from './stateChecks.js';

/** Guard against an engine bug looping forever without a decision. */
const MAX_STEPS_PER_ADVANCE = 100_000;

export function advance(state: GameState): void {
  let guard = 0;
  closeDiscardGroup(state); // what the decision itself put into a discard pile entered together
  while (state.prompt === null && state.result === null) {
    if (++guard > MAX_STEPS_PER_ADVANCE) throw new Error('engine made no progress: step limit exceeded');
    if (state.queued.length > 0) {
      const pending = state.queued;
      state.queued = [];
      state.stack.push({ t: 'triggers', pending, stage: 'constant' });
      continue;
    }
    // Cards that entered a discard pile together are ordered by their owner before anything else.
    if (settleDiscards(state)) continue;
    const step = state.stack[state.stack.length - 1];
    if (step === undefined) throw new Error('engine error: the step stack is empty but the game is not over');
    switch (step.t) {
      case 'setup':
        runSetupStep(state, step);
        break;
      case 'mulligan':
        runMulliganStep(state, step);
        break;
      case 'turn':
        runTurnStep(state, step);
        break;
      case 'phase':
        runPhaseStep(state, step);
        break;
      case 'combat':
        runCombatStep(state, step);
        break;
      case 'window':
        runWindowStep(state, step);
        break;
      case 'resolveChain':
        runResolveChainStep(state);
        break;
      case 'triggers':
        runTriggersStep(state, step);
        break;
      case 'indirect':
        runIndirectStep(state, step);
        break;
      case 'ability':
        runAbilityStep(state, step);
        break;
      case 'discardOrder':
        runDiscardOrderStep(state, step);
        break;
      case 'pay':
        runPayStep(state, step);
        break;
      case 'play':
        runPlayStep(state, step);
        break;
      case 'playFromHand':
        runPlayFromHandStep(state, step);
        break;
      case 'replace':
        runReplaceStep(state, step);
        break;
    }
    closeDiscardGroup(state);
    const top = state.stack[state.stack.length - 1];
    const happened = state.history.length;
    stateChecks(state);
    // The state check may have started something (a replacement's question): it comes before the
    // prompt the step had set, which its step will set again when it runs next.
    if (state.prompt !== null && state.stack[state.stack.length - 1] !== top && state.result === null) state.prompt = null;
    // Or it changed the game under a choice just asked (a unit it offered destroyed by lethal
    // damage an effect had just dealt): the step asks again, from what is left.
    else if (state.history.length !== happened && state.result === null && promptKind(state) === 'choose') state.prompt = null;
    if (state.prompt !== null) settleDiscards(state);
  }
  // Asked to choose among a deck's top cards, the player sees them (before any view is built).
  if (state.prompt !== null && state.prompt.kind === 'choose' && state.result === null) lookAtChoice(state);
}

/** The kind of the prompt now (read afresh: steps and state checks set and clear it). */
function promptKind(state: GameState): string | null {
  return state.prompt === null ? null : state.prompt.kind;
}
