/**
 * The turn sequence (FAQ section 3, Updated Turn Sequence Diagram):
 *   0 Beginning of the Turn — 1 Kingdom — 2 Quest — 3 Capital — 4 Battlefield — End of Turn.
 * Each phase: its own start-of-phase work, then "beginning of the phase" (Detailed Timing D:
 * triggered effects, then an action window), then "end of the phase" (E: triggered effects, then
 * lasting effects expire). The phase's action window is both D2 and E1.
 * First player penalty: on turn 1 the first player skips the quest and battlefield phases.
 */
import { record } from '../log.js';
import { zonePower } from '../characteristics/cards.js';
import { RB } from '../primitives/lasting.js';
import { draw } from '../effects/movement.js';
import { emit, EV } from '../effects/events.js';
import { expireEffects } from '../effects/lasting.js';
import type { GameState, Phase, PlayerId, Step } from '../types.js';
import { openWindow } from './window.js';
import { restoreOptions } from './restore.js';
import { endByTurnCap } from './stateChecks.js';

type PhaseStep = Extract<Step, { t: 'phase' }>;

/** endOfTurn's stage that begins an additional battlefield phase. */
const EXTRA_BATTLEFIELD_PHASE = 10;

const TURN_PHASES: readonly Phase[] = ['beginTurn', 'kingdom', 'quest', 'capital', 'battlefield', 'endTurn'];

export function runTurnStep(state: GameState, step: Extract<Step, { t: 'turn' }>): void {
  if (step.stage === 0) {
    if (state.turn >= state.maxTurns) return endByTurnCap(state);
    state.turn++;
    if (state.turn > 1) state.active = (1 - state.active) as PlayerId;
    state.phase = 'beginTurn';
    state.history = [];
    state.playedDefs = [];
    if (state.log) record(state, { type: 'turnBegins', turn: state.turn, player: state.active });
  }
  if (step.stage < TURN_PHASES.length) {
    const phase = TURN_PHASES[step.stage++]!;
    if (skipsPhase(state, phase)) {
      if (state.log) record(state, { type: 'phaseSkipped', skipped: phase, player: state.active });
      return;
    }
    state.stack.push({ t: 'phase', phase, stage: 0 });
    return;
  }
  step.stage = 0; // next turn
}

export function runPhaseStep(state: GameState, step: PhaseStep): void {
  state.phase = step.phase;
  switch (step.phase) {
    case 'kingdom':
      return kingdomPhase(state, step);
    case 'quest':
      return questPhase(state, step);
    case 'battlefield':
      return battlefieldPhase(state, step);
    case 'endTurn':
      return endOfTurn(state, step);
    default:
      return simplePhase(state, step); // beginTurn, capital
  }
}

/** Stages shared by every phase after its own start-of-phase work: D1, D2/E1 window, E2, E3. */
function beginAndEndOfPhase(state: GameState, step: PhaseStep, stage: number): void {
  switch (stage) {
    case 0:
      emit(state, step.phase === 'beginTurn' ? EV.beginTurn : EV.beginPhase, -1, state.active);
      return;
    case 1:
      openWindow(state);
      return;
    case 2:
      emit(state, EV.endPhase, -1, state.active);
      return;
    default:
      expireEffects(state, 'phase');
      state.stack.pop();
  }
}

function simplePhase(state: GameState, step: PhaseStep): void {
  beginAndEndOfPhase(state, step, step.stage++);
}

function kingdomPhase(state: GameState, step: PhaseStep): void {
  const pl = state.players[state.active];
  switch (step.stage) {
    case 0:
      step.stage++;
      pl.resources = 0; // unspent resources return to the pool
      if (restoreOptions(state).length > 1) state.prompt = { player: state.active, kind: 'restore', amount: 0, effects: [] };
      return;
    case 1: {
      step.stage++;
      const n = zonePower(state, state.active, 'kingdom');
      pl.resources += n;
      if (state.log) record(state, { type: 'resourcesCollected', player: state.active, amount: n });
      emit(state, EV.collectedResources, -1, state.active, n);
      return;
    }
    default:
      beginAndEndOfPhase(state, step, step.stage++ - 2);
  }
}

function questPhase(state: GameState, step: PhaseStep): void {
  if (step.stage === 0) {
    step.stage++;
    const n = zonePower(state, state.active, 'quest');
    const drawn = draw(state, state.active, n, 'quest');
    if (state.log) record(state, { type: 'cardsDrawn', player: state.active, amount: drawn, questPower: n });
    return;
  }
  beginAndEndOfPhase(state, step, step.stage++ - 1);
}

/** An additional battlefield phase waits this turn (an `extraPhase` effect not yet begun). */
function extraPhaseWaiting(state: GameState): number {
  return state.effects.findIndex((e) => e.k === RB.extraPhase && !e.data.started);
}

/** The first player penalty: on turn 1 the active player skips his quest and battlefield phases. */
function skipsPhase(state: GameState, phase: Phase): boolean {
  return state.turn === 1 && (phase === 'quest' || phase === 'battlefield');
}

/**
 * Battlefield: D1, D2 window, then combat. Its end is the End of Turn (see endOfTurn): the window
 * after combat is the battlefield phase's last window.
 */
function battlefieldPhase(state: GameState, step: PhaseStep): void {
  switch (step.stage++) {
    case 0:
      emit(state, EV.beginPhase, -1, state.active);
      return;
    case 1:
      openWindow(state);
      return;
    case 2:
      state.stack.push({ t: 'combat', stage: 0 });
      return;
    default:
      state.stack.pop();
  }
}

/**
 * End of Turn (Detailed Timing E): the "End of Turn" action window (the battlefield phase's last
 * window), then "at the end of the phase/turn" effects, then effects lasting until then expire.
 * When an additional battlefield phase waits (one that began before the turn's battlefield phase
 * was over, that window included), the battlefield phase ends on its own instead (E2, E3 of the
 * phase) and the next one begins; its End of Turn window follows it in turn.
 */
function endOfTurn(state: GameState, step: PhaseStep): void {
  switch (step.stage++) {
    case 0:
      openWindow(state);
      return;
    case 1:
      if (!skipsPhase(state, 'battlefield') && extraPhaseWaiting(state) >= 0) {
        step.stage = EXTRA_BATTLEFIELD_PHASE;
        emit(state, EV.endPhase, -1, state.active);
        return;
      }
      emit(state, EV.endPhase, -1, state.active);
      emit(state, EV.endTurn, -1, state.active);
      return;
    case EXTRA_BATTLEFIELD_PHASE: {
      expireEffects(state, 'phase');
      const i = extraPhaseWaiting(state);
      if (i >= 0) state.effects[i]!.data.started = 1;
      state.combat = null;
      if (state.log) record(state, { type: 'extraBattlefieldPhase', player: state.active, begins: true });
      step.stage = 0;
      state.stack.push({ t: 'phase', phase: 'battlefield', stage: 0 });
      return;
    }
    default:
      expireEffects(state, 'phase');
      expireEffects(state, 'combat');
      expireEffects(state, 'turn');
      state.combat = null;
      for (const c of state.cards) c.assigned = 0;
      state.stack.pop();
  }
}
