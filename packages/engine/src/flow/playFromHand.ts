/**
 * "Play a unit from your hand", all costs paid (the card language's `playFromHand`): an effect lets
 * its player play one card of his hand now — FAQ: Play ("play" means from the hand, paying all costs
 * and following all restrictions). The plays offered are those of his capital phase for those cards
 * (zones, quests, X, an alternative cost; Limited, uniqueness, Hero per zone, loyalty), whatever the
 * phase. The card text has no "may": with a legal play he takes one; with none, nothing happens. The
 * card is paid for and goes on the chain as a new action, entering play when its link resolves (FAQ:
 * Entering Play), after the effect that let him play it has finished resolving.
 */
import type { Decision, GameState, Step } from '../types.js';
import { cardPlayOptions, openQuests } from './actions.js';
import { startPlay } from './playCard.js';

type PlayFromHandStep = Extract<Step, { t: 'playFromHand' }>;

/** The plays the top `playFromHand` step offers (those of its cards still in its player's hand). */
export function playFromHandOptions(state: GameState): Decision[] {
  const step = state.stack[state.stack.length - 1] as PlayFromHandStep;
  const p = step.player;
  const out: Decision[] = [];
  const quests = openQuests(state, p);
  for (const card of step.cards) if (state.players[p].hand.includes(card)) cardPlayOptions(state, p, card, quests, out, true);
  return out;
}

export function runPlayFromHandStep(state: GameState, step: PlayFromHandStep): void {
  if (playFromHandOptions(state).length === 0) {
    // No card of his can be played now: the effect does nothing.
    state.stack.pop();
    return;
  }
  state.prompt = { player: step.player, kind: 'playFromHand', amount: 0, effects: [] };
}

export function applyPlayFromHandDecision(state: GameState, d: Decision): void {
  const step = state.stack.pop() as PlayFromHandStep;
  if (d.type !== 'play') return;
  startPlay(state, step.player, d.card, d.zone ?? null, d.target ?? -1, d.x ?? 0, d.alt === 1);
}
