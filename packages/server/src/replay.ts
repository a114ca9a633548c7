/**
 * Finished games as replays: (setup, decisions) stepped through from a seat or as a spectator,
 * each step's view and the events since the previous step — the same redaction as during play,
 * so a replay shows a seat's hand only to the player who held it.
 */
import { applyInPlace, createGame, eventsFor, viewFor, type ClientEvent, type ClientView, type GameState, type Viewer } from '@invasion/engine';
import type { GameRecord, StoredDecision } from './storage/types.js';

export interface ReplayStep {
  gameId: string;
  viewer: Viewer;
  step: number;
  steps: number;
  view: ClientView;
  events: ClientEvent[];
  result: GameRecord['result'];
}

/** One connection's position in one replay: stepping forward continues, stepping back rebuilds. */
export class ReplayCursor {
  private state: GameState;
  private step = 0;
  /** Where the events of the current step begin in the log. */
  private from = 0;

  constructor(
    readonly game: GameRecord,
    readonly decisions: StoredDecision[],
  ) {
    this.state = createGame({ ...game.setup, log: true });
  }

  /** The view after `step` decisions, with the events of that step (`all`: every event so far). */
  at(viewer: Viewer, step: number, all = false): ReplayStep {
    const target = Math.min(step, this.decisions.length);
    if (target < this.step) {
      this.state = createGame({ ...this.game.setup, log: true });
      this.step = 0;
      this.from = 0;
    }
    while (this.step < target) {
      this.from = this.state.log?.length ?? 0;
      applyInPlace(this.state, this.decisions[this.step++]!.decision);
    }
    const view = viewFor(this.state, viewer);
    // A replay is watched, not played: no options.
    return { gameId: this.game.id, viewer, step: target, steps: this.decisions.length, view: { ...view, options: [] }, events: eventsFor(this.state, viewer, all ? 0 : this.from).events, result: this.game.result };
  }
}
