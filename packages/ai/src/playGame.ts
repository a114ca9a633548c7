/** Plays one game between two bots to the end (or the turn cap), in place. */
import { applyInPlace, createGame, type Decision, type GameSetup, type GameState } from '@invasion/engine';
import { chooseWith, EventFeed, type Bot } from './bot.js';

export interface PlayedGame {
  state: GameState;
  decisions: Decision[];
}

export function playGame(setup: GameSetup, bots: [Bot, Bot], opts: { record?: boolean; onStep?: (s: GameState, d: Decision) => void } = {}): PlayedGame {
  const state = createGame(setup);
  const feeds = [new EventFeed(0), new EventFeed(1)] as const;
  const decisions: Decision[] = [];
  while (!state.result) {
    const seat = state.prompt!.player;
    const d = chooseWith(bots[seat]!, state, feeds[seat]);
    if (opts.record) decisions.push(d);
    applyInPlace(state, d);
    opts.onStep?.(state, d);
  }
  return { state, decisions };
}
