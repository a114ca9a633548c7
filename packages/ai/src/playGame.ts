/** Plays one game between two bots to the end (or the turn cap), in place. */
import { applyInPlace, createGame, legalOptions, type Decision, type GameSetup, type GameState } from '@invasion/engine';
import type { Bot } from './randomBot.js';

export interface PlayedGame {
  state: GameState;
  decisions: Decision[];
}

export function playGame(setup: GameSetup, bots: [Bot, Bot], opts: { record?: boolean; onStep?: (s: GameState, d: Decision) => void } = {}): PlayedGame {
  const state = createGame(setup);
  const decisions: Decision[] = [];
  while (!state.result) {
    const options = legalOptions(state);
    const d = bots[state.prompt!.player]!.choose(state, options);
    if (opts.record) decisions.push(d);
    applyInPlace(state, d);
    opts.onStep?.(state, d);
  }
  return { state, decisions };
}
