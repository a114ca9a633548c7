/**
 * Several nodes (PostgreSQL + socket.io's postgres adapter): a game lives on the node where it was
 * created. A message about a game this node does not hold is forwarded to the others
 * (`serverSideEmit` with acknowledgements); the node holding it runs the same handler for the
 * connection (by socket id: joining rooms and direct messages work across nodes through the
 * adapter) and answers. Closed connections, sign-ins and the lobby's listing are shared the same way.
 * With one node (no adapter) all of this is skipped.
 */
import type { PublicUser } from './auth.js';
import type { IO } from './connection.js';
import type { GameListing, Lobby } from './lobby.js';
import type { EventName } from './schemas.js';

export const FORWARDED: ReadonlySet<string> = new Set<EventName>(['lobby:join', 'lobby:leave', 'lobby:spectate', 'chat:game', 'game:act', 'game:why', 'game:resync', 'game:concede', 'game:undo', 'game:undoAnswer']);

/** An acknowledgement: a refused decision also carries the DecisionError's `code` (stale, illegal, ...). */
export type Reply = { ok: true; [k: string]: unknown } | { ok: false; error: string; code?: string };

export interface Forwarded {
  event: string;
  payload: unknown;
  socketId: string;
  user: PublicUser;
}

/** serverSideEmitWithAck, untyped: one answer per other node (the adapter's requestsTimeout bounds the wait). */
type AskAll = (event: string, ...args: unknown[]) => Promise<unknown[]>;

export class Cluster {
  constructor(
    private readonly io: IO,
    readonly enabled: boolean,
  ) {}

  private ask: AskAll = (event, ...args) => (this.io.serverSideEmitWithAck as unknown as AskAll).call(this.io, event, ...args);

  /** Answers the other nodes: runs forwarded messages for the games held here. */
  listen(lobby: Lobby, run: (f: Forwarded) => Promise<Reply>): void {
    if (!this.enabled) return;
    this.io.on('fwd', (f: Forwarded, ack: (r: Reply | null) => void) => {
      const gameId = (f.payload as { gameId?: unknown }).gameId;
      if (typeof gameId !== 'string' || !lobby.has(gameId)) return ack(null);
      void run(f).then(ack, () => ack({ ok: false, error: 'internal error' }));
    });
    this.io.on('fwd:list', (ack: (games: GameListing[]) => void) => ack(lobby.games()));
    this.io.on('fwd:detach', (socketId: string) => lobby.detach(socketId));
    this.io.on('fwd:reclaim', (socketId: string, userId: number) => lobby.reclaim(socketId, userId));
  }

  /** The reply of the node holding the game, or null when no other node holds it. */
  async forward(f: Forwarded): Promise<Reply | null> {
    if (!this.enabled) return null;
    const replies = (await this.ask('fwd', f)) as (Reply | null)[];
    return replies.find((r) => r) ?? null;
  }

  async otherGames(): Promise<GameListing[]> {
    if (!this.enabled) return [];
    return ((await this.ask('fwd:list')) as GameListing[][]).flat();
  }

  detach(socketId: string): void {
    if (this.enabled) this.io.serverSideEmit('fwd:detach', socketId);
  }

  reclaim(socketId: string, userId: number): void {
    if (this.enabled) this.io.serverSideEmit('fwd:reclaim', socketId, userId);
  }
}
