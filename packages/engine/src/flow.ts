/**
 * The engine loop: run steps from the top of the step stack until a player must decide or the game
 * ends. After every step, queued triggered effects interrupt (Timing A) and state checks run; cards
 * that entered a discard pile at the same time are ordered by their owner (rules/discardOrder.ts).
 */
import { runSetupStep, runMulliganStep } from './turn/setup.js';
import { runTurnStep, runPhaseStep } from './turn/turnSequence.js';
import { runCombatStep } from './combat/battlefieldPhase.js';
import { runWindowStep } from './timing/actionWindow.js';
import { runResolveChainStep } from './timing/chain.js';
import { runTriggersStep, runResolveEffectStep } from './timing/triggers.js';
import { runIndirectStep } from './rules/indirectDamage.js';
import { runAbilityStep } from './abilities/use.js';
import { stateChecks } from './rules/stateChecks.js';
import { closeDiscardSegment, runDiscardOrderStep, settleDiscards } from './rules/discardOrder.js';
import type { GameState } from './types.js';

/** Guard against an engine bug looping forever without a decision. */
const MAX_STEPS_PER_ADVANCE = 100_000;

export function advance(state: GameState): void {
  let guard = 0;
  closeDiscardSegment(); // what the decision itself put into a discard pile entered together
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
      case 'resolveEffect':
        runResolveEffectStep(state, step);
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
    }
    closeDiscardSegment();
    stateChecks(state);
    if (state.prompt !== null) settleDiscards(state);
  }
}
