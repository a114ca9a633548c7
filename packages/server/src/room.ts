/**
 * A game being played: the authoritative GameState, who holds each seat, who watches. Decisions
 * are taken one at a time (a queue): checked with the engine's `checkAct` against the seat the
 * connection owns, written durably, and only then applied and sent — each seat its own view and
 * events, spectators the public ones. Undo replays the setup and the decisions that remain.
 */
import { applyInPlace, checkAct, createGame, eventsFor, hashState, viewFor, type Decision, type GameState, type PlayerId, type Viewer } from '@invasion/engine';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { userRoom } from './connection.js';
import type { GameRecord, SeatHolder, Storage, StoredDecision, StoredResult } from './storage/types.js';

export interface RoomDeps {
  /** This node's name, stored with the games it creates. */
  node: string;
  storage: Storage;
  /** Send to a socket.io room (every connection of a seat, or the spectators). */
  emit(target: string, event: string, payload: unknown): void;
  graceMs: number;
  log: Logger;
  onFinish(room: GameRoom): void;
  /** The decision of the bot of this level at the state's prompt (bots.ts BotDesk: off the event loop). */
  decideBot(level: string, state: GameState): Promise<Decision>;
}

export class RoomError extends Error {}

const AUDIENCES: Viewer[] = [0, 1, 'spectator'];
const other = (seat: PlayerId): PlayerId => (seat === 0 ? 1 : 0);

export class GameRoom {
  state: GameState;
  result: StoredResult | null;
  /** Per audience, the index of the first event it has not been sent. */
  private sent = new Map<Viewer, number>();
  private queue: Promise<unknown> = Promise.resolve();
  private undo: { seat: PlayerId; index: number } | null = null;
  /** The connections (socket ids, on any node) of each seat, and of spectators. */
  private sockets: [Set<string>, Set<string>] = [new Set(), new Set()];
  readonly spectators = new Set<string>();
  private timers: [NodeJS.Timeout | null, NodeJS.Timeout | null] = [null, null];
  /**
   * Clocks: each seat's thinking time (ms), counted while the prompt is his. Shown to everyone;
   * each decision is stored with the time its player took (StoredDecision.ms), so a game rebuilt
   * after a restart starts from the time each had used. (An undo gives no time back.)
   */
  private clockUsed: [number, number] = [0, 0];
  private clockSeat: PlayerId | null = null;
  private clockSince = Date.now();
  /** Ends the game when the running clock's player has used up his time (games with a limit). */
  private clockTimer: NodeJS.Timeout | null = null;

  private constructor(
    readonly game: GameRecord,
    readonly decisions: StoredDecision[],
    private readonly deps: RoomDeps,
  ) {
    this.result = game.result;
    this.state = GameRoom.replay(game, decisions);
    for (const d of decisions) this.clockUsed[d.seat] += d.ms ?? 0;
    this.tickClock();
  }

  /** Stops the running clock and starts the one of whoever must decide now (a person; never a bot). */
  private tickClock(): void {
    const now = Date.now();
    if (this.clockSeat !== null) this.clockUsed[this.clockSeat] += now - this.clockSince;
    const p = this.state.prompt;
    this.clockSeat = !this.result && !this.state.result && p && this.game.seats[p.player].kind === 'user' ? p.player : null;
    this.clockSince = now;
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
    const limit = this.game.options.clockMs;
    const seat = this.clockSeat;
    if (limit && seat !== null) {
      this.clockTimer = setTimeout(() => void this.concede(seat, 'ran out of time').catch(() => undefined), Math.max(0, limit - this.clockUsed[seat]));
      this.clockTimer.unref?.();
    }
  }

  /** The clocks as sent: time used by each seat, whose clock runs and for how long already. */
  clocks(): { used: [number, number]; running: PlayerId | null; runningFor: number; limit: number | null } {
    return { used: [...this.clockUsed], running: this.clockSeat, runningFor: this.clockSeat === null ? 0 : Date.now() - this.clockSince, limit: this.game.options.clockMs ?? null };
  }

  /**
   * The state after the setup and the given decisions (the engine is deterministic). Refused when
   * a stored state hash differs: the rules are not the ones the game was played with.
   */
  static replay(game: GameRecord, decisions: StoredDecision[], upTo = decisions.length): GameState {
    const state = createGame({ ...game.setup, log: true });
    for (let i = 0; i < upTo; i++) {
      const d = decisions[i]!;
      applyInPlace(state, d.decision);
      if (d.hash && d.hash !== hashState(state)) throw new RoomError(`game ${game.id}: replay diverges at decision ${i + 1}: the rules changed since it was stored`);
    }
    return state;
  }

  /** A new game: stored, then run to the first decision (the bot's decisions included). */
  static async start(game: GameRecord, deps: RoomDeps): Promise<GameRoom> {
    await deps.storage.createGame(game);
    const room = new GameRoom(game, [], deps);
    await room.run(() => room.commit([]));
    return room;
  }

  /** A game rebuilt after a restart: its players have `graceMs` to come back. */
  static restore(game: GameRecord, decisions: StoredDecision[], deps: RoomDeps): GameRoom {
    const room = new GameRoom(game, decisions, deps);
    for (const seat of [0, 1] as const) room.startGrace(seat);
    return room;
  }

  get id(): string {
    return this.game.id;
  }

  get over(): boolean {
    return this.result !== null;
  }

  /**
   * Where an audience's messages go: a seat's to every connection of its account (the socket.io
   * room each connection joins when it signs in — already there on every node, so no update can
   * outrun a join), the spectators' to the game's spectator room.
   */
  target(audience: Viewer): string {
    const holder = audience === 'spectator' ? undefined : this.game.seats[audience];
    return holder?.kind === 'user' ? userRoom(holder.userId) : `g:${this.id}:${String(audience)}`;
  }

  seatOf(userId: number): PlayerId | undefined {
    const i = this.game.seats.findIndex((s) => s.kind === 'user' && s.userId === userId);
    return i < 0 ? undefined : (i as PlayerId);
  }

  holder(seat: PlayerId): SeatHolder {
    return this.game.seats[seat];
  }

  /** What an audience is sent: its view and its events from `from` (everything when reset). */
  update(viewer: Viewer, reset: boolean) {
    const from = reset ? 0 : (this.sent.get(viewer) ?? 0);
    const { events, next } = eventsFor(this.state, viewer, from);
    return { gameId: this.id, viewer, view: viewFor(this.state, viewer), events, from, next, reset, result: this.result, seats: this.game.seats.map((s) => s.name), bots: this.game.seats.map((s) => s.kind === 'bot'), connected: this.sockets.map((x) => x.size > 0), clocks: this.clocks() };
  }

  private broadcast(reset = false): void {
    for (const a of AUDIENCES) {
      // Views cost most of a decision's time: none for a bot's seat or when nobody watches.
      if (a === 'spectator' ? this.spectators.size === 0 : this.game.seats[a].kind === 'bot') {
        this.sent.set(a, this.state.log?.length ?? 0);
        continue;
      }
      const u = this.update(a, reset);
      this.sent.set(a, u.next);
      this.deps.emit(this.target(a), 'game:update', u);
    }
  }

  private run<T>(fn: () => Promise<T>): Promise<T> {
    const p = this.queue.then(fn);
    this.queue = p.catch(() => undefined);
    return p;
  }

  /** A player's decision: refused (RoomError/DecisionError, nothing changes) or durable, applied and sent. */
  submit(seat: PlayerId, input: unknown, stateId: number): Promise<void> {
    return this.run(async () => {
      if (this.result) throw new RoomError('the game is over');
      const decision = checkAct(this.state, seat, input, stateId);
      const ms = this.clockSeat === seat ? Math.round(Date.now() - this.clockSince) : 0;
      applyInPlace(this.state, decision);
      await this.commit([{ seat, decision, ...(ms > 0 ? { ms } : {}) }]);
      this.undo = null;
    });
  }

  /**
   * `batch` is applied to the state already: bots decide at their prompts, then the whole batch is
   * stored in one transaction, and only then is anyone sent anything. If storing fails, the state
   * is rebuilt from the stored decisions and the error goes to the player: nothing happened.
   */
  private async commit(batch: StoredDecision[]): Promise<void> {
    for (;;) {
      const prompt = this.state.prompt;
      if (this.state.result || !prompt) break;
      const holder = this.game.seats[prompt.player];
      if (holder.kind !== 'bot') break;
      const d = { seat: prompt.player, decision: await this.deps.decideBot(holder.bot, this.state) };
      applyInPlace(this.state, d.decision);
      batch.push(d);
    }
    if (batch.length) {
      batch[batch.length - 1]!.hash = hashState(this.state);
      try {
        await this.deps.storage.appendDecisions(this.id, this.decisions.length, batch);
      } catch (e) {
        this.state = GameRoom.replay(this.game, this.decisions);
        throw e;
      }
      this.decisions.push(...batch);
    }
    this.tickClock();
    if (this.state.result) await this.finish(this.state.result);
    else this.broadcast();
  }

  private async finish(result: StoredResult): Promise<void> {
    this.result = result;
    this.tickClock();
    for (const t of this.timers) if (t) clearTimeout(t);
    await this.deps.storage.finishGame(this.id, result, Date.now());
    this.broadcast();
    this.deps.onFinish(this);
  }

  concede(seat: PlayerId, reason = 'conceded'): Promise<void> {
    return this.run(async () => {
      if (this.result) throw new RoomError('the game is over');
      await this.finish({ kind: 'win', winner: other(seat), reason: `player ${seat + 1} ${reason}` });
    });
  }

  /**
   * Take back `seat`'s last decision (and what followed), or the one it made at state `at` (a client
   * that passes for its player where he set no stop takes back the last decision he made himself):
   * at once against a bot, else when the opponent accepts.
   */
  requestUndo(seat: PlayerId, at?: number): Promise<'done' | 'asked'> {
    return this.run(async () => {
      if (this.result) throw new RoomError('the game is over');
      let index = this.decisions.length - 1;
      while (index >= 0 && this.decisions[index]!.seat !== seat) index--;
      if (at !== undefined) {
        if (this.decisions[at]?.seat !== seat) throw new RoomError('you made no decision at that state');
        index = at;
      }
      if (index < 0) throw new RoomError('you have no decision to take back');
      if (this.game.seats[other(seat)].kind === 'bot') {
        await this.rewind(index);
        return 'done';
      }
      this.undo = { seat, index };
      this.deps.emit(this.target(other(seat)), 'game:undoRequest', { gameId: this.id, by: seat, decisions: this.decisions.length - index });
      return 'asked';
    });
  }

  answerUndo(seat: PlayerId, accept: boolean): Promise<void> {
    return this.run(async () => {
      const u = this.undo;
      if (!u || u.seat === seat) throw new RoomError('no undo request is waiting for your answer');
      this.undo = null;
      this.deps.emit(this.target(u.seat), 'game:undoAnswer', { gameId: this.id, accepted: accept });
      if (accept) await this.rewind(u.index);
    });
  }

  private async rewind(index: number): Promise<void> {
    await this.deps.storage.truncateDecisions(this.id, index);
    this.decisions.length = index;
    this.state = GameRoom.replay(this.game, this.decisions);
    this.tickClock();
    this.broadcast(true);
  }

  /** A connection of `seat` arrived: the game stops waiting for him. */
  connect(seat: PlayerId, socketId: string): void {
    this.sockets[seat].add(socketId);
    const t = this.timers[seat];
    if (t) clearTimeout(t);
    this.timers[seat] = null;
    this.presence();
  }

  isAttached(seat: PlayerId, socketId: string): boolean {
    return this.sockets[seat].has(socketId);
  }

  /** A connection closed (on any node): a seat left with none starts its grace period. */
  disconnect(socketId: string): void {
    this.spectators.delete(socketId);
    for (const seat of [0, 1] as const) {
      if (!this.sockets[seat].delete(socketId)) continue;
      if (this.sockets[seat].size === 0) this.startGrace(seat);
      this.presence();
    }
  }

  private startGrace(seat: PlayerId): void {
    if (this.result || this.game.seats[seat].kind !== 'user' || this.timers[seat]) return;
    this.timers[seat] = setTimeout(() => {
      this.timers[seat] = null;
      this.concede(seat, 'left the game').catch(() => undefined);
    }, this.deps.graceMs);
    this.timers[seat].unref?.();
  }

  private presence(): void {
    for (const a of AUDIENCES) this.deps.emit(this.target(a), 'game:presence', { gameId: this.id, connected: this.sockets.map((x) => x.size > 0), graceMs: this.deps.graceMs });
  }

  /** Stops the timers (server shutdown). */
  dispose(): void {
    for (const t of this.timers) if (t) clearTimeout(t);
    if (this.clockTimer) clearTimeout(this.clockTimer);
  }
}
