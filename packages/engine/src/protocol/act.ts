/**
 * `act`: a player's decision as a client sends it. It is accepted only from the player the prompt
 * is for, made against the current state (`stateId` from his view), and equal to one of his
 * options — given as the option's decision or its key. Anything else, any JSON value at all, is
 * refused with a DecisionError naming the problem in the client's own terms, the state untouched.
 */
import type { Decision, GameState, PlayerId } from '../types.js';
import type { ClientDecision } from './clientTypes.js';
import { applyInPlace, checkShape, DecisionError, explainIllegalAction, legalOptions, sameDecision, show } from './decisions.js';
import { CARD_FIELDS, fromClientDecision, optionsFor } from './options.js';
import { canSee } from './visibility.js';

/** The decision `input` stands for, in instance ids; throws a DecisionError when it is not legal now. */
export function checkAct(state: GameState, player: unknown, input: unknown, stateId: unknown): Decision {
  if (player !== 0 && player !== 1) throw new DecisionError(`unknown player ${show(player)} (expected 0 or 1)`, 'malformed');
  if (typeof stateId !== 'number' || !Number.isSafeInteger(stateId)) throw new DecisionError(`stateId must be the integer from your view, got ${show(stateId)}`, 'malformed');
  if (state.result) throw new DecisionError('the game is over', 'gameOver');
  if (stateId !== state.decisions) throw new DecisionError(`stale decision: it was made at state ${stateId}, the game is at state ${state.decisions}`, 'stale');
  const prompt = state.prompt;
  if (!prompt) throw new DecisionError('no decision is pending', 'notYourDecision');
  if (prompt.player !== player) throw new DecisionError(`it is not your decision: the game waits for player ${prompt.player + 1}`, 'notYourDecision');
  if (typeof input === 'string') {
    const option = optionsFor(state, player).find((o) => o.key === input);
    if (!option) throw new DecisionError(`no option has the key ${show(input)} at this prompt`);
    input = option.decision;
  }
  const shaped = checkShape(input) as unknown as ClientDecision;
  const d = fromClientDecision(state, shaped, player);
  if (typeof d === 'string') throw new DecisionError(`illegal ${shaped.type}: ${d}`);
  for (const o of legalOptions(state)) if (sameDecision(o, d)) return o;
  throw new DecisionError(refusal(state, player as PlayerId, shaped, d));
}

function refusal(state: GameState, player: PlayerId, shown: ClientDecision, d: Decision): string {
  const prompt = state.prompt!;
  // Explanations name cards by instance id and by name: only when every card the decision names is one the player may see.
  if (prompt.kind === 'action' && namesOnlyVisibleCards(state, player, d)) {
    const why = explainIllegalAction(state, player, d);
    if (why) return `illegal ${d.type}: ${why}`;
  }
  const options = legalOptions(state);
  const types = [...new Set(options.map((o) => o.type))];
  if (!types.includes(d.type)) return `'${d.type}' is not a legal decision at this ${prompt.kind} prompt; legal: ${types.join(', ')}`;
  return `illegal ${d.type}: ${show(shown, 100)} is not among the ${options.length} legal options`;
}

/** Whether the cards `d` names (instance ids) exist and may all be seen by `player`. */
function namesOnlyVisibleCards(state: GameState, player: PlayerId, d: Decision): boolean {
  const r = d as unknown as Record<string, unknown>;
  let any = false;
  for (const f of CARD_FIELDS) {
    const v = r[f];
    if (typeof v !== 'number') continue;
    const c = state.cards[v];
    if (!c || !canSee(c, player, state)) return false;
    any = true;
  }
  return any;
}

/** Applies a player's decision to `state` in place (see checkAct) and runs the game to its next prompt. */
export function act(state: GameState, player: PlayerId, input: unknown, stateId: number): void {
  applyInPlace(state, checkAct(state, player, input, stateId));
}
