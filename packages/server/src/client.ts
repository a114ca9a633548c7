/**
 * A small socket.io client for the server's protocol: tests, the load test and the crash test use
 * it. It keeps each game's latest view and every event, records every message it receives (the
 * wire test reads them), and can play a game by itself with a chooser.
 */
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientEvent, ClientOption, ClientView, Viewer } from '@invasion/engine';
import type { Reply } from './cluster.js';

export interface GameUpdate {
  gameId: string;
  viewer: Viewer;
  view: ClientView;
  events: ClientEvent[];
  from: number;
  next: number;
  reset: boolean;
  result: unknown;
  seats: string[];
}

export type { Reply } from './cluster.js';

export class RequestFailed extends Error {}

export class Client {
  readonly socket: Socket;
  token?: string;
  userName?: string;
  /** Every message received, in order (replies as `reply:<event>`). */
  readonly received: { event: string; payload: unknown }[] = [];
  readonly games = new Map<string, { view: ClientView; events: ClientEvent[]; next: number; result: unknown }>();
  /** Called whenever a game's view changes (an update, or a resync's reply). */
  private readonly changed = new Set<(gameId: string) => void>();
  private waiters: { test: (event: string, payload: unknown) => boolean; resolve: (p: unknown) => void }[] = [];

  constructor(url: string, opts: { token?: string } = {}) {
    this.token = opts.token;
    this.socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: opts.token ? { token: opts.token } : {} });
    this.socket.onAny((event: string, payload: unknown) => this.receive(event, payload));
  }

  static async open(url: string, opts: { token?: string } = {}): Promise<Client> {
    const c = new Client(url, opts);
    await new Promise<void>((resolve, reject) => {
      c.socket.once('connect', () => resolve());
      c.socket.once('connect_error', reject);
    });
    return c;
  }

  private receive(event: string, payload: unknown): void {
    this.received.push({ event, payload });
    if (event === 'game:update') this.applyUpdate(payload as GameUpdate);
    if (event === 'auth:session') this.userName = (payload as { user: { name: string } }).user.name;
    this.waiters = this.waiters.filter((w) => (w.test(event, payload) ? (w.resolve(payload), false) : true));
  }

  /**
   * Keeps a game's latest view and its events without gaps or repeats: an update older than the
   * view held is ignored (with several nodes, a broadcast may arrive after a direct message), events
   * already held are skipped, and a gap asks the server for the whole game again.
   */
  applyUpdate(u: GameUpdate): void {
    const g = this.games.get(u.gameId);
    if (u.reset || !g) {
      this.games.set(u.gameId, { view: u.view, events: [...u.events], next: u.next, result: u.result });
      this.changed.forEach((f) => f(u.gameId));
      return;
    }
    if (u.view.stateId < g.view.stateId) return;
    if (u.from > g.next) {
      void this.request('game:resync', { gameId: u.gameId }).then((r) => r.ok && this.applyUpdate(r.update as GameUpdate));
      return;
    }
    g.events.push(...u.events.slice(g.next - u.from));
    this.games.set(u.gameId, { view: u.view, events: g.events, next: Math.max(g.next, u.next), result: u.result });
    this.changed.forEach((f) => f(u.gameId));
  }

  /** Sends a message and waits for its reply. */
  async request(event: string, payload?: unknown, timeoutMs = 10_000): Promise<Reply> {
    const reply = (await this.socket.timeout(timeoutMs).emitWithAck(event, payload)) as Reply;
    this.received.push({ event: `reply:${event}`, payload: reply });
    return reply;
  }

  /** A request that must succeed: its reply's data, or RequestFailed. */
  async call<T = Record<string, unknown>>(event: string, payload?: unknown): Promise<T> {
    const r = await this.request(event, payload);
    if (!r.ok) throw new RequestFailed(`${event}: ${r.error}`);
    if (event.startsWith('auth:')) {
      this.token = r.token as string;
      this.userName = (r.user as { name: string }).name;
    }
    if (event === 'lobby:spectate' || event === 'game:resync') this.applyUpdate(r.update as GameUpdate);
    return r as T;
  }

  /** Resolves with the next message matching `test` (or the first one already received, when `past`). */
  waitFor<T = unknown>(event: string, test: (payload: T) => boolean = () => true, timeoutMs = 20_000, past = false): Promise<T> {
    const already = past ? this.received.find((r) => r.event === event && test(r.payload as T)) : undefined;
    if (already) return Promise.resolve(already.payload as T);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${event}`)), timeoutMs);
      this.waiters.push({
        test: (e, p) => e === event && test(p as T),
        resolve: (p) => {
          clearTimeout(timer);
          resolve(p as T);
        },
      });
    });
  }

  /**
   * Plays this client's seat of a game until it ends: at each update whose prompt is his, `choose`
   * picks an option. Resolves with the result; `onAct` sees each decision's round trip.
   */
  autoplay(gameId: string, choose: (options: ClientOption[]) => ClientOption = (o) => o[0]!, onAct?: (a: { ms: number; key: string; stateId: number; error?: string }) => void): Promise<unknown> {
    return new Promise((resolve, reject) => {
      let acted = -1;
      const step = () => {
        const g = this.games.get(gameId);
        if (!g) return;
        if (g.result || g.view.result) return finish(g.result ?? g.view.result);
        if (g.view.options.length === 0 || acted === g.view.stateId) return;
        acted = g.view.stateId;
        const started = performance.now();
        const { key } = choose(g.view.options);
        const stateId = g.view.stateId;
        this.request('game:act', { gameId, key, stateId }).then((r) => {
          onAct?.({ ms: performance.now() - started, key, stateId, ...(r.ok ? {} : { error: r.error }) });
          if (!r.ok && r.code !== 'stale') reject(new Error(r.error));
        }, reject);
      };
      const onChange = (id: string) => {
        if (id === gameId) queueMicrotask(step);
      };
      const finish = (result: unknown) => {
        this.changed.delete(onChange);
        this.socket.off('disconnect', onDisconnect);
        resolve(result);
      };
      const onDisconnect = () => {
        this.changed.delete(onChange);
        reject(new Error('disconnected'));
      };
      this.changed.add(onChange);
      this.socket.once('disconnect', onDisconnect);
      step();
    });
  }

  close(): void {
    this.socket.disconnect();
  }
}
