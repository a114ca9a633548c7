/**
 * PostgreSQL storage (several nodes share it): the same tables as SQLite. Durability: a decision
 * is one INSERT, committed with PostgreSQL's default synchronous_commit = on, so it is on disk
 * (WAL flushed) when the promise resolves — before the server acknowledges it.
 */
import pg from 'pg';
import { NameTakenError, type GameRecord, type ReplaySummary, type SavedDeck, type Storage, type StoredDecision, type StoredResult, type UserRow } from './types.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  pass_hash TEXT,
  guest BOOLEAN NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS users_name ON users (lower(name));
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL,
  options JSONB NOT NULL,
  seats JSONB NOT NULL,
  setup JSONB NOT NULL,
  status TEXT NOT NULL,
  result JSONB,
  finished_at BIGINT
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS decisions (
  game_id TEXT NOT NULL REFERENCES games(id),
  idx INTEGER NOT NULL,
  seat SMALLINT NOT NULL,
  decision JSONB NOT NULL,
  hash TEXT,
  PRIMARY KEY (game_id, idx)
);
ALTER TABLE decisions ADD COLUMN IF NOT EXISTS ms INTEGER;
CREATE TABLE IF NOT EXISTS drafts (
  id TEXT PRIMARY KEY,
  node TEXT NOT NULL,
  data JSONB NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS decks (
  user_id BIGINT NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, name)
);
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id BIGSERIAL UNIQUE,
  created_at TIMESTAMPTZ DEFAULT NOW(),
  payload BYTEA
);
`;

interface UserSql { id: string; name: string; pass_hash: string | null; guest: boolean }
interface GameSql { id: string; created_at: string; options: GameRecord['options']; seats: GameRecord['seats']; setup: GameRecord['setup']; status: string; result: StoredResult | null; finished_at: string | null }

const toUser = (r: UserSql | undefined): UserRow | undefined => (r ? { id: Number(r.id), name: r.name, passHash: r.pass_hash, guest: r.guest } : undefined);
const toGame = (r: GameSql): GameRecord => ({
  id: r.id,
  createdAt: Number(r.created_at),
  options: r.options,
  seats: r.seats,
  setup: r.setup,
  status: r.status as GameRecord['status'],
  result: r.result,
  finishedAt: r.finished_at === null ? null : Number(r.finished_at),
});

export class PostgresStorage implements Storage {
  readonly kind = 'postgres';

  private constructor(readonly pool: pg.Pool) {}

  static async connect(url: string): Promise<PostgresStorage> {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', () => undefined); // an idle client's error: the pool replaces it
    pool.on('connect', (client) => void client.on('error', () => undefined));
    const client = await pool.connect();
    try {
      // Several nodes may start at once: one creates the schema at a time.
      await client.query('SELECT pg_advisory_lock(727274)');
      await client.query(SCHEMA);
      await client.query('SELECT pg_advisory_unlock(727274)');
    } finally {
      client.release();
    }
    return new PostgresStorage(pool);
  }

  async createUser(name: string, passHash: string | null, guest: boolean): Promise<UserRow> {
    try {
      const r = await this.pool.query<{ id: string }>('INSERT INTO users (name, pass_hash, guest, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [name, passHash, guest, Date.now()]);
      return { id: Number(r.rows[0]!.id), name, passHash, guest };
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new NameTakenError(`the name '${name}' is taken`);
      throw e;
    }
  }

  async userByName(name: string): Promise<UserRow | undefined> {
    return toUser((await this.pool.query<UserSql>('SELECT * FROM users WHERE lower(name) = lower($1)', [name])).rows[0]);
  }

  async createSession(tokenHash: string, userId: number): Promise<void> {
    await this.pool.query('INSERT INTO sessions (token_hash, user_id, created_at) VALUES ($1, $2, $3)', [tokenHash, userId, Date.now()]);
  }

  async sessionUser(tokenHash: string): Promise<UserRow | undefined> {
    return toUser((await this.pool.query<UserSql>('SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1', [tokenHash])).rows[0]);
  }

  async createGame(g: GameRecord): Promise<void> {
    await this.pool.query('INSERT INTO games (id, created_at, options, seats, setup, status, result, finished_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      g.id,
      g.createdAt,
      JSON.stringify(g.options),
      JSON.stringify(g.seats),
      JSON.stringify(g.setup),
      g.status,
      g.result ? JSON.stringify(g.result) : null,
      g.finishedAt,
    ]);
  }

  async appendDecisions(gameId: string, index: number, ds: StoredDecision[]): Promise<void> {
    // One statement, one transaction, committed (WAL flushed) when it returns.
    await this.pool.query(
      'INSERT INTO decisions (game_id, idx, seat, decision, hash, ms) SELECT $1, $2 + i - 1, s, d, h, m FROM unnest($3::smallint[], $4::jsonb[], $5::text[], $6::integer[]) WITH ORDINALITY AS t(s, d, h, m, i)',
      [gameId, index, ds.map((d) => d.seat), ds.map((d) => JSON.stringify(d.decision)), ds.map((d) => d.hash ?? null), ds.map((d) => d.ms ?? null)],
    );
  }

  async truncateDecisions(gameId: string, fromIndex: number): Promise<void> {
    await this.pool.query('DELETE FROM decisions WHERE game_id = $1 AND idx >= $2', [gameId, fromIndex]);
  }

  async finishGame(gameId: string, result: StoredResult, at: number): Promise<void> {
    await this.pool.query("UPDATE games SET status = 'finished', result = $1, finished_at = $2 WHERE id = $3", [JSON.stringify(result), at, gameId]);
  }

  async loadGame(gameId: string): Promise<{ game: GameRecord; decisions: StoredDecision[] } | undefined> {
    const row = (await this.pool.query<GameSql>('SELECT * FROM games WHERE id = $1', [gameId])).rows[0];
    if (!row) return undefined;
    const ds = await this.pool.query<{ seat: 0 | 1; decision: StoredDecision['decision']; hash: string | null; ms: number | null }>('SELECT seat, decision, hash, ms FROM decisions WHERE game_id = $1 ORDER BY idx', [gameId]);
    return { game: toGame(row), decisions: ds.rows.map((r) => ({ seat: r.seat, decision: r.decision, ...(r.hash ? { hash: r.hash } : {}), ...(r.ms ? { ms: r.ms } : {}) })) };
  }

  async unfinishedGameIds(): Promise<string[]> {
    return (await this.pool.query<{ id: string }>("SELECT id FROM games WHERE status = 'active' ORDER BY created_at")).rows.map((r) => r.id);
  }

  async listReplays(limit: number): Promise<ReplaySummary[]> {
    const rows = await this.pool.query<GameSql & { n: string }>(
      "SELECT g.*, (SELECT COUNT(*) FROM decisions d WHERE d.game_id = g.id) AS n FROM games g WHERE status = 'finished' ORDER BY finished_at DESC LIMIT $1",
      [limit],
    );
    return rows.rows.map((r) => {
      const g = toGame(r);
      return { id: g.id, name: g.options.name, seats: [g.seats[0].name, g.seats[1].name], result: g.result, decisions: Number(r.n), finishedAt: g.finishedAt };
    });
  }

  async listDecks(userId: number): Promise<SavedDeck[]> {
    const r = await this.pool.query<{ name: string; text: string; updated_at: string }>('SELECT name, text, updated_at FROM decks WHERE user_id = $1 ORDER BY name', [userId]);
    return r.rows.map((x) => ({ name: x.name, text: x.text, updatedAt: Number(x.updated_at) }));
  }

  async saveDeck(userId: number, name: string, text: string): Promise<void> {
    await this.pool.query('INSERT INTO decks (user_id, name, text, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, name) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at', [userId, name, text, Date.now()]);
  }

  async deleteDeck(userId: number, name: string): Promise<void> {
    await this.pool.query('DELETE FROM decks WHERE user_id = $1 AND name = $2', [userId, name]);
  }

  async saveDraft(id: string, node: string, data: unknown, at: number): Promise<void> {
    await this.pool.query('INSERT INTO drafts (id, node, data, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO UPDATE SET node = excluded.node, data = excluded.data, updated_at = excluded.updated_at', [id, node, JSON.stringify(data), at]);
  }

  async deleteDraft(id: string): Promise<void> {
    await this.pool.query('DELETE FROM drafts WHERE id = $1', [id]);
  }

  async listDrafts(node: string): Promise<unknown[]> {
    return (await this.pool.query<{ data: unknown }>('SELECT data FROM drafts WHERE node = $1 ORDER BY updated_at', [node])).rows.map((r) => r.data);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
