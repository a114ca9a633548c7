/** Bot-vs-bot games for `simulate` and `bench`: deterministic deck pairing and seeds. */
import { applyInPlace, createGame, type GameSetup, type GameState } from '@invasion/engine';
import { randomPicker } from '@invasion/ai';
import type { StarterDeck } from '@invasion/cards';
import { deriveSeed } from './util.js';

/** A game that applies this many decisions without ending is reported as an engine error. */
export const DECISION_LIMIT = 200_000;

/** The two decks of game `i`: one deck is a mirror match, two are fixed seats, more rotate. */
export function pairing(decks: readonly StarterDeck[], i: number): [StarterDeck, StarterDeck] {
  if (decks.length === 1) return [decks[0]!, decks[0]!];
  if (decks.length === 2) return [decks[0]!, decks[1]!];
  return [decks[i % decks.length]!, decks[(i + 1) % decks.length]!];
}

export function setupFor(a: StarterDeck, b: StarterDeck, seed: number, maxTurns?: number): GameSetup {
  const setup: GameSetup = { players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }], seed };
  if (maxTurns !== undefined) setup.maxTurns = maxTurns;
  return setup;
}

/** Bot seeds derived from the game seed, so a game is replayable from its seed alone. */
export function botSeeds(seed: number): [number, number] {
  return [deriveSeed(seed, 1), deriveSeed(seed, 2)];
}

/**
 * Plays random vs random to the end, in place. `onDecision` sees the state after each decision
 * (the bench samples states with it). Throws whatever the engine throws.
 */
export function playRandomGame(setup: GameSetup, onDecision?: (s: GameState) => void): GameState {
  const [s1, s2] = botSeeds(setup.seed);
  // The random bot's own picks, drawn without building its labelled input (what the bench measures is the engine).
  const bots = [randomPicker(s1), randomPicker(s2)] as const;
  const state = createGame(setup);
  while (!state.result) {
    if (!state.prompt) throw new Error('engine error: no prompt and no result');
    if (state.decisions >= DECISION_LIMIT) throw new Error(`game did not end after ${DECISION_LIMIT} decisions (turn ${state.turn})`);
    const d = bots[state.prompt.player]!(state);
    applyInPlace(state, d);
    onDecision?.(state);
  }
  return state;
}
