/**
 * The "server side" of the terminal game: it holds the game state opaquely and is the only terminal
 * module that touches it. Clients (the player's terminal, the bot, the replay) see only what the
 * protocol gives a seat — `viewFor`, `optionsFor`, `act`, events — through this object. It also
 * keeps what replays the game: the setup and every decision in order (`decisions`), plus snapshots
 * for a quick undo.
 */
import { inputFor, type BotInput, type BotThreads } from '@invasion/ai';
import { act, cloneState, createGame, DecisionError, optionsFor, toScenario, viewFor, type ClientDecision, type ClientOption, type ClientView, type GameResult, type GameSetup, type GameState, type PlayerId, type Viewer } from '@invasion/engine';
import { eventsSince, type TermEvent } from './log.js';

/** One decision as it was made: who, the option's key and decision (in his ids), and whether the terminal made it for him. */
export interface DecisionRecord {
  seat: PlayerId;
  key: string;
  decision: ClientDecision;
  /** Made by the terminal (auto-pass), not typed by the player. */
  auto?: boolean;
}

/** A decision the session could not replay: the save file does not belong to this engine or was edited. */
export class ReplayError extends Error {}

interface Snapshot {
  state: GameState;
  decisions: number;
  cursors: [number, number, number];
}

/** Undo keeps this many snapshots; older decisions are undone by replaying from the setup. */
const SNAPSHOTS = 60;

const CURSOR_INDEX = { 0: 0, 1: 1, spectator: 2 } as const;

export class GameSession {
  private state: GameState;
  private readonly records: DecisionRecord[] = [];
  private snapshots: Snapshot[] = [];
  /** Per reader (P1, P2, spectator): the event index up to which events were handed out. */
  private cursors: [number, number, number] = [0, 0, 0];

  private constructor(readonly setup: GameSetup) {
    this.state = createGame(structuredClone(setup));
  }

  /** A new game from its setup (events are recorded: `log` is forced on). */
  static start(setup: GameSetup): GameSession {
    return new GameSession({ ...setup, log: true });
  }

  /** The game after replaying `decisions` (all, or the first `upTo`); events before that point count as seen. */
  static replay(setup: GameSetup, decisions: readonly DecisionRecord[], upTo = decisions.length): GameSession {
    const s = new GameSession({ ...setup, log: true });
    s.replayFrom(decisions.slice(0, upTo));
    return s;
  }

  private replayFrom(decisions: readonly DecisionRecord[]): void {
    decisions.forEach((r, i) => {
      try {
        act(this.state, r.seat, r.decision ?? r.key, this.state.decisions);
      } catch (e) {
        if (e instanceof DecisionError) throw new ReplayError(`decision ${i + 1} (P${r.seat + 1} ${r.key}) cannot be replayed: ${e.message}`);
        throw e;
      }
      this.records.push(r);
    });
    this.markAllSeen();
  }

  /** Every event so far counts as shown to every reader. */
  markAllSeen(): void {
    for (const r of [0, 1, 'spectator'] as const) this.cursors[CURSOR_INDEX[r]] = eventsSince(this.state, r, this.cursors[CURSOR_INDEX[r]]).next;
  }

  get decisions(): readonly DecisionRecord[] {
    return this.records;
  }

  get seed(): number {
    return this.setup.seed;
  }

  /** Changes with every decision; a view's `stateId`. */
  get stateId(): number {
    return this.state.decisions;
  }

  get result(): GameResult | null {
    return this.state.result;
  }

  /** Whose decision the game waits for (null when it is over). */
  get promptSeat(): PlayerId | null {
    return this.state.result || !this.state.prompt ? null : this.state.prompt.player;
  }

  view(viewer: Viewer): ClientView {
    return viewFor(this.state, viewer);
  }

  /** A seat's decision — one of its options, or a key — against the view it saw; refused (DecisionError) when illegal or stale. */
  act(seat: PlayerId, choice: ClientOption | string, stateId: number, auto = false): void {
    const option = typeof choice === 'string' ? optionsFor(this.state, seat).find((o) => o.key === choice) : choice;
    if (!option) throw new DecisionError(`no option has the key ${JSON.stringify(choice)} at this prompt`);
    act(this.state, seat, option.decision, stateId);
    const rec: DecisionRecord = { seat, key: option.key, decision: option.decision };
    if (auto) rec.auto = true;
    this.records.push(rec);
  }

  /** Remember the game as it is now, before a decision the player may want to undo. */
  checkpoint(): void {
    this.snapshots.push({ state: cloneState(this.state), decisions: this.records.length, cursors: [...this.cursors] });
    if (this.snapshots.length > SNAPSHOTS) this.snapshots.shift();
  }

  /**
   * Back to just before `seat`'s last decision that he made himself (auto-passes skipped over).
   * Returns false when he has made none.
   */
  undo(seat: PlayerId): boolean {
    let i = this.records.length - 1;
    while (i >= 0 && (this.records[i]!.seat !== seat || this.records[i]!.auto)) i--;
    if (i < 0) return false;
    while (this.snapshots.length > 0 && this.snapshots[this.snapshots.length - 1]!.decisions > i) this.snapshots.pop();
    const snap = this.snapshots[this.snapshots.length - 1];
    if (snap && snap.decisions === i) {
      this.snapshots.pop();
      this.state = snap.state;
      this.records.length = i;
      this.cursors = snap.cursors;
      return true;
    }
    const kept = this.records.slice(0, i);
    this.state = createGame(structuredClone(this.setup));
    this.records.length = 0;
    this.cursors = [0, 0, 0];
    this.replayFrom(kept);
    return true;
  }

  /** What a bot holding `seat` is given (@invasion/ai's bot interface): its view, options, events and determinizations. */
  botInput(seat: PlayerId): BotInput {
    const input = inputFor(this.state);
    if (input.seat !== seat) throw new Error(`the decision is P${input.seat + 1}'s, not P${seat + 1}'s`);
    return input;
  }

  /**
   * The parts of the bot's decision at the prompt (a root-parallel search), grown on bot threads:
   * they rebuild its input from the game (its seat's view, options and determinizations), as the
   * server's bot threads do.
   */
  growBotParts(threads: BotThreads, bot: string, seed: number, parts: number): Promise<unknown[]> {
    return threads.growParts(bot, seed, this.state, parts);
  }

  /** Events since this reader's last call, as he may know them. */
  events(reader: Viewer): TermEvent[] {
    const i = CURSOR_INDEX[reader];
    const r = eventsSince(this.state, reader, this.cursors[i]);
    this.cursors[i] = r.next;
    return r.events;
  }

  /** The last `n` events before this reader's cursor (what he saw last), as he may know them. */
  recent(reader: Viewer, n: number): TermEvent[] {
    const end = this.cursors[CURSOR_INDEX[reader]];
    return eventsSince(this.state, reader, Math.max(0, end - n)).events.slice(0, Math.min(n, end));
  }

  /**
   * Why a decision is refused now, tried on a copy of the game (never on the game itself):
   * the engine's explanation, or null when it would be accepted.
   */
  explain(seat: PlayerId, decision: ClientDecision): string | null {
    try {
      act(cloneState(this.state), seat, decision, this.state.decisions);
      return null;
    } catch (e) {
      if (e instanceof DecisionError) return e.message;
      throw e;
    }
  }

  /** The board in the scenario format (docs/scenario-format.md), for bug reports. */
  scenario(note: string): unknown {
    return toScenario(this.state, note);
  }
}
