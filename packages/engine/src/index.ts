/**
 * @invasion/engine — the rules of Warhammer: Invasion as functions over plain-data state.
 *
 *   const state = createGame(setup);          // runs to the first decision
 *   legalOptions(state)                       // every legal decision
 *   const next = apply(state, decision);      // new state; throws DecisionError if illegal
 *   viewFor(next, 0)                          // what player 1 may see
 */
import './keywords/index.js';
import './abilities/triggered.js';
import './abilities/interception.js';
import { advance } from './flow.js';
import { applyInPlace } from './decisions.js';
import { cloneState } from './state/clone.js';
import { createState, type GameSetup } from './state/createGame.js';
import type { GameState } from './types.js';

export * from './types.js';
export * from './registry.js';
export { EV, onEvent, queueEffect, emit, PLAYED_DEVELOPMENT, PLAYED_FROM_HAND, type GameEvent, type EventKind } from './timing/events.js';
export { legalOptions, applyInPlace, validateDecision, sameDecision, DecisionError } from './decisions.js';
export { viewFor, canSee, isRevealedDeckTop, type GameView, type CardView, type PlayerView, type Viewer } from './view.js';
export { serialize, deserialize, hashState } from './state/serialize.js';
export { cloneState } from './state/clone.js';
export { SetupError, validateSetup, type GameSetup, type PlayerSetup } from './state/createGame.js';
export { advance } from './flow.js';
export * as queries from './rules/queries.js';
export { playCost, loyaltyCost } from './play/cost.js';
export { registerActionSource, type ActionSource } from './play/actions.js';
export { setAbilityResolver } from './timing/chain.js';
export { currentChoiceLabel, newUse, startInitiation, startResolution, toChain, whyCannotInitiate, usedThisTurn } from './abilities/use.js';
export { forEachConstant, constantTotal, hasConstantFlag, sourceCtx } from './abilities/constants.js';
export { cardsInPlay, abilityOf, ctxOf, choicesFeasible } from './abilities/choices.js';
export { registerLastingCost, registerWaitingEffect, registerLastingDamageRule, registerLastingTargetTax, expireEffects, type LastingCostRule, type WaitingEffectRule, type LastingDamageRule, type LastingTargetTaxRule } from './timing/lastingEffects.js';
export { armedKey, abilityEffectKey } from './abilities/triggered.js';
export { registerDamageInterceptor, registerAssignedDamageModifier, modifyAssignedDamage, type DamageInterceptor, type DamageKind, type AssignedDamageModifier } from './rules/damage.js';
export { availableResources, spendResources } from './play/cost.js';
export type { Ability, ActionAbility, AttachRule, ChoiceSpec, ConstantAbility, Ctx, Duration, TriggeredAbility, UnitStats } from './abilities/model.js';
export { addLastingEffect } from './timing/lastingEffects.js';
export { COMBAT_STAGES } from './combat/battlefieldPhase.js';
export { EXTRA_BATTLEFIELD_PHASE, EXTRA_BATTLEFIELD_STARTED } from './turn/turnSequence.js';
export { dealDamageToUnit, dealDamageToUnits, dealDamageToZone, heal, corrupt, restore, NON_COMBAT, COMBAT } from './rules/damage.js';
export { dealIndirectDamage } from './rules/indirectDamage.js';
export { destroy, sacrifice, draw, leavePlay, placeInZone, placeAsLegend, moveToZone, putInPile, discardFromHand, registerDestroyReplacement, type DestroyReplacement, onPileEntered, type PileListener, endQuesting } from './rules/cardMovement.js';
export { uniqueConflict, heroConflict } from './play/uniqueness.js';
export { shuffle } from './turn/setup.js';
export { randomInt, shuffleInPlace, seedRng, type RngHolder } from './rng.js';
export { log, nameOf } from './log.js';

/** Create a game and run it to its first decision. */
export function createGame(setup: GameSetup): GameState {
  const state = createState(setup);
  advance(state);
  return state;
}

/** Apply a decision to a copy of `state`; the original is never changed. */
export function apply(state: GameState, decision: unknown): GameState {
  const next = cloneState(state);
  applyInPlace(next, decision);
  return next;
}

export { buildScenario, resolveCardId, type BuiltScenario } from './scenario/buildScenario.js';
export { runScenario, findOption, valueAt, type ScenarioResult } from './scenario/runScenario.js';
export { toScenario } from './scenario/exportScenario.js';
export { parseScenario, type ScenarioInput, type ScenarioData } from './scenario/schema.js';
