/**
 * @invasion/engine — the rules of Warhammer: Invasion as functions over plain-data state.
 *
 *   useRuleset({ cards, capitals });          // install the definitions the engine plays with
 *   const state = createGame(setup);          // runs to the first decision
 *   legalOptions(state)                       // every legal decision
 *   const next = apply(state, decision);      // new state; throws DecisionError if illegal
 *   viewFor(next, 0)                          // what player 1 may see: board, prompt, labelled options
 *   act(state, 0, option.key, view.stateId)   // a client's decision (docs/protocol.md)
 *
 * Card definitions are written in the card language ('@invasion/engine/dsl').
 */
import { advance } from './flow/advance.js';
import { applyInPlace } from './protocol/decisions.js';
import { cloneState } from './state/clone.js';
import { createState, type GameSetup } from './state/createGame.js';
import type { GameState } from './types.js';

export * from './types.js';
export { EV, PLAYED_DEVELOPMENT, PLAYED_FROM_HAND, type EventKind } from './eventKinds.js';
export { useRuleset } from './ruleset/install.js';
export {
  abilityByRef,
  allCapitalDefs,
  allCardDefs,
  capitalDef,
  cardDef,
  compiledOf,
  defIndex,
  defOf,
  hasCapitalDef,
  hasCardDef,
  type CapitalDef,
  type CardDef,
  type Keywords,
  type Ruleset,
} from './ruleset/registry.js';
export type { AbilityDef, AttachDef, Ctx, Effect, LastingDef } from './lang/types.js';
export { legalOptions, applyInPlace, validateDecision, sameDecision, DecisionError, type DecisionErrorCode } from './protocol/decisions.js';
export { viewFor } from './protocol/clientView.js';
export * from './protocol/clientTypes.js';
export { canSee, isRevealedDeckTop, deckTopsRevealed } from './protocol/visibility.js';
export { aliasOf, viewIdOf, instanceIdOf, ALIAS_BASE } from './protocol/ids.js';
export { optionsFor, optionKey, toClientDecision } from './protocol/options.js';
export { act, checkAct } from './protocol/act.js';
export { optionLabel, promptTitle } from './protocol/labels.js';
export { serialize, deserialize, hashState } from './state/serialize.js';
export { cloneState } from './state/clone.js';
export { determinize, type DeterminizeOptions } from './state/determinize.js';
export { SetupError, validateSetup, type GameSetup, type PlayerSetup } from './state/createGame.js';
export { advance } from './flow/advance.js';
export * as queries from './characteristics/cards.js';
export { playCost, loyaltyCost, availableResources, targetTax } from './characteristics/costs.js';
export { currentChoiceLabel } from './abilities/interpret.js';
export { newUse } from './characteristics/constants.js';
export { whyCannotInitiate, asIfInHandMark } from './abilities/initiation.js';
export { randomInt, shuffleInPlace, seedRng, secretFromHex, seedRngFromSecret, isSecretHex, type RngHolder } from './rng.js';
export { nameOf, isPublic } from './log.js';
export { eventsFor, type ClientEvent, type ClientCardRef, type Reader } from './protocol/events.js';
export { renderEvent, renderLine, logLines, type RenderOptions } from './protocol/render.js';
export type { RecordedEvent, GameEvent, CardSeen } from './gameEvents.js';
export { sectionCode, decodeSection, isSection, lethalAssignment } from './effects/damage.js';

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
export { ScenarioError } from './scenario/scenarioError.js';
export { boardProblems } from './scenario/validateBoard.js';
export { parseScenario, type ScenarioInput, type ScenarioData } from './scenario/schema.js';
