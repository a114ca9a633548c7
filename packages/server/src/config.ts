/** The server's options, with the defaults `invasion serve` uses. */
import { defaultThreads } from '@invasion/ai';
export interface ServerOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  host: string;
  /** SQLite file (one node). Ignored when `databaseUrl` is set. */
  db: string;
  /** PostgreSQL connection string: several nodes share it (and socket.io's postgres adapter). */
  databaseUrl?: string;
  /** This node's name: with several nodes, each rebuilds only the games it holds (default 'main'). */
  node: string;
  /** SQLite durability: 'full' fsyncs every commit (default); see storage/sqlite.ts. */
  sqliteSync: 'full' | 'normal';
  /** How long a game waits for a dropped player before he forfeits. */
  graceMs: number;
  /** Per-connection rate limit: a bucket of `burst` messages refilled at `perSecond`. */
  rate: { perSecond: number; burst: number; /** refused messages before the connection is closed */ strikes: number };
  /** pino level ('silent' in tests). */
  logLevel: string;
  /** argon2 cost (lower in tests so registration is quick). */
  argon2: { memoryCost: number; timeCost: number };
  /** Largest inbound socket.io message, in bytes. */
  maxMessageBytes: number;
  /** A folder of static files served at `/` (the browser client's build); none: no page is served. */
  webRoot?: string;
  /**
   * Tests only (`--test-seed N`): every game this server starts is dealt with seed N, so a browser
   * test can count on what it deals. The seed keys the aliases of hidden cards: never set it on a
   * server people play on.
   */
  testSeed?: number;
  /**
   * Worker threads that bots think on, so a search never blocks the event loop (0: bots decide on
   * the event loop; default: one fewer than the cores, at least one).
   */
  botThreads: number;
}

export const DEFAULT_OPTIONS: ServerOptions = {
  port: 3000,
  host: '127.0.0.1',
  db: 'invasion.db',
  node: 'main',
  sqliteSync: 'full',
  graceMs: 60_000,
  rate: { perSecond: 20, burst: 40, strikes: 200 },
  logLevel: 'info',
  argon2: { memoryCost: 19_456, timeCost: 2 },
  maxMessageBytes: 128 * 1024,
  botThreads: defaultThreads(),
};

export function withDefaults(opts: Partial<ServerOptions>): ServerOptions {
  return { ...DEFAULT_OPTIONS, ...opts, rate: { ...DEFAULT_OPTIONS.rate, ...opts.rate }, argon2: { ...DEFAULT_OPTIONS.argon2, ...opts.argon2 } };
}
