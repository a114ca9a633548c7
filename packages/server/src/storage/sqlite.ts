/**
 * SQLite storage (one node): better-sqlite3 on a file in WAL mode. Durability: each decision is
 * its own transaction and `synchronous = FULL` by default, so the WAL is fsynced at every commit
 * and an acknowledged decision survives a power cut as well as kill -9. (`NORMAL` in WAL mode also
 * survives kill -9 — the commit is in the OS page cache — but not a power loss; it is offered as
 * `sync: 'normal'` for figures, not used by default.)
 */
import Database from 'better-sqlite3';
import { NameTakenError, type GameRecord, type ReplaySummary, type SavedDeck, type Storage, type StoredDecision, type StoredResult, type UserRow } from './types.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  pass_hash TEXT,
  guest INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  options TEXT NOT NULL,
  seats TEXT NOT NULL,
  setup TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT,
  finished_at INTEGER
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS decisions (
  game_id TEXT NOT NULL REFERENCES games(id),
  idx INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  decision TEXT NOT NULL,
  hash TEXT,
  PRIMARY KEY (game_id, idx)
);
CREATE TABLE IF NOT EXISTS drafts (
  id TEXT PRIMARY KEY,
  node TEXT NOT NULL,
  data TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS decks (
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, name)
);
`;

interface UserSql { id: number; name: string; pass_hash: string | null; guest: number }
interface GameSql { id: string; created_at: number; options: string; seats: string; setup: string; status: string; result: string | null; finished_at: number | null }

const toUser = (r: UserSql | undefined): UserRow | undefined => (r ? { id: r.id, name: r.name, passHash: r.pass_hash, guest: r.guest === 1 } : undefined);

const toGame = (r: GameSql): GameRecord => ({
  id: r.id,
  createdAt: r.created_at,
  options: JSON.parse(r.options),
  seats: JSON.parse(r.seats),
  setup: JSON.parse(r.setup),
  status: r.status as GameRecord['status'],
  result: r.result ? JSON.parse(r.result) : null,
  finishedAt: r.finished_at,
});

export class SqliteStorage implements Storage {
  readonly kind = 'sqlite';
  private db: Database.Database;
  private q;

  constructor(file: string, opts: { sync?: 'full' | 'normal' } = {}) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${opts.sync === 'normal' ? 'NORMAL' : 'FULL'}`);
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    // Files made before decisions carried their thinking time.
    if (!(this.db.prepare('PRAGMA table_info(decisions)').all() as { name: string }[]).some((c) => c.name === 'ms')) this.db.exec('ALTER TABLE decisions ADD COLUMN ms INTEGER');
    const db = this.db;
    this.q = {
      insertUser: db.prepare('INSERT INTO users (name, pass_hash, guest, created_at) VALUES (?, ?, ?, ?)'),
      userByName: db.prepare('SELECT * FROM users WHERE name = ?'),
      insertSession: db.prepare('INSERT INTO sessions (token_hash, user_id, created_at) VALUES (?, ?, ?)'),
      sessionUser: db.prepare('SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?'),
      insertGame: db.prepare('INSERT INTO games (id, created_at, options, seats, setup, status, result, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      insertDecision: db.prepare('INSERT INTO decisions (game_id, idx, seat, decision, hash, ms) VALUES (?, ?, ?, ?, ?, ?)'),
      truncate: db.prepare('DELETE FROM decisions WHERE game_id = ? AND idx >= ?'),
      finish: db.prepare("UPDATE games SET status = 'finished', result = ?, finished_at = ? WHERE id = ?"),
      game: db.prepare('SELECT * FROM games WHERE id = ?'),
      decisions: db.prepare('SELECT seat, decision, hash, ms FROM decisions WHERE game_id = ? ORDER BY idx'),
      unfinished: db.prepare("SELECT id FROM games WHERE status = 'active' ORDER BY created_at"),
      decks: db.prepare('SELECT name, text, updated_at FROM decks WHERE user_id = ? ORDER BY name'),
      saveDeck: db.prepare('INSERT INTO decks (user_id, name, text, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, name) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at'),
      deleteDeck: db.prepare('DELETE FROM decks WHERE user_id = ? AND name = ?'),
      saveDraft: db.prepare('INSERT INTO drafts (id, node, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET node = excluded.node, data = excluded.data, updated_at = excluded.updated_at'),
      deleteDraft: db.prepare('DELETE FROM drafts WHERE id = ?'),
      drafts: db.prepare('SELECT data FROM drafts WHERE node = ? ORDER BY updated_at'),
      replays: db.prepare(
        "SELECT g.*, (SELECT COUNT(*) FROM decisions d WHERE d.game_id = g.id) AS n FROM games g WHERE status = 'finished' ORDER BY finished_at DESC LIMIT ?",
      ),
    };
  }

  async createUser(name: string, passHash: string | null, guest: boolean): Promise<UserRow> {
    try {
      const info = this.q.insertUser.run(name, passHash, guest ? 1 : 0, Date.now());
      return { id: Number(info.lastInsertRowid), name, passHash, guest };
    } catch (e) {
      if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new NameTakenError(`the name '${name}' is taken`);
      throw e;
    }
  }

  async userByName(name: string): Promise<UserRow | undefined> {
    return toUser(this.q.userByName.get(name) as UserSql | undefined);
  }

  async createSession(tokenHash: string, userId: number): Promise<void> {
    this.q.insertSession.run(tokenHash, userId, Date.now());
  }

  async sessionUser(tokenHash: string): Promise<UserRow | undefined> {
    return toUser(this.q.sessionUser.get(tokenHash) as UserSql | undefined);
  }

  async createGame(g: GameRecord): Promise<void> {
    this.q.insertGame.run(g.id, g.createdAt, JSON.stringify(g.options), JSON.stringify(g.seats), JSON.stringify(g.setup), g.status, g.result ? JSON.stringify(g.result) : null, g.finishedAt);
  }

  /**
   * Group commit: the batches that arrive during one turn of the event loop (decisions of many
   * games) are written in one transaction, so one fsync serves them all; each promise resolves when
   * that transaction has committed. A batch that fails (a duplicate index) is retried alone so it
   * fails alone.
   */
  appendDecisions(gameId: string, index: number, ds: StoredDecision[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ gameId, index, ds, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private pending: { gameId: string; index: number; ds: StoredDecision[]; resolve: () => void; reject: (e: unknown) => void }[] = [];

  private insertBatch = (gameId: string, index: number, ds: StoredDecision[]) => ds.forEach((d, i) => this.q.insertDecision.run(gameId, index + i, d.seat, JSON.stringify(d.decision), d.hash ?? null, d.ms ?? null));

  private flush(): void {
    const writes = this.pending;
    this.pending = [];
    try {
      this.db.transaction(() => writes.forEach((w) => this.insertBatch(w.gameId, w.index, w.ds)))();
      writes.forEach((w) => w.resolve());
    } catch {
      for (const w of writes) {
        try {
          this.db.transaction(() => this.insertBatch(w.gameId, w.index, w.ds))();
          w.resolve();
        } catch (e) {
          w.reject(e);
        }
      }
    }
  }

  async truncateDecisions(gameId: string, fromIndex: number): Promise<void> {
    this.q.truncate.run(gameId, fromIndex);
  }

  async finishGame(gameId: string, result: StoredResult, at: number): Promise<void> {
    this.q.finish.run(JSON.stringify(result), at, gameId);
  }

  async loadGame(gameId: string): Promise<{ game: GameRecord; decisions: StoredDecision[] } | undefined> {
    const row = this.q.game.get(gameId) as GameSql | undefined;
    if (!row) return undefined;
    const decisions = (this.q.decisions.all(gameId) as { seat: 0 | 1; decision: string; hash: string | null; ms: number | null }[]).map((r) => ({
      seat: r.seat,
      decision: JSON.parse(r.decision),
      ...(r.hash ? { hash: r.hash } : {}),
      ...(r.ms ? { ms: r.ms } : {}),
    }));
    return { game: toGame(row), decisions };
  }

  async unfinishedGameIds(): Promise<string[]> {
    return (this.q.unfinished.all() as { id: string }[]).map((r) => r.id);
  }

  async listReplays(limit: number): Promise<ReplaySummary[]> {
    return (this.q.replays.all(limit) as (GameSql & { n: number })[]).map((r) => {
      const g = toGame(r);
      return { id: g.id, name: g.options.name, seats: [g.seats[0].name, g.seats[1].name], result: g.result, decisions: r.n, finishedAt: g.finishedAt };
    });
  }

  async listDecks(userId: number): Promise<SavedDeck[]> {
    return (this.q.decks.all(userId) as { name: string; text: string; updated_at: number }[]).map((r) => ({ name: r.name, text: r.text, updatedAt: r.updated_at }));
  }

  async saveDeck(userId: number, name: string, text: string): Promise<void> {
    this.q.saveDeck.run(userId, name, text, Date.now());
  }

  async deleteDeck(userId: number, name: string): Promise<void> {
    this.q.deleteDeck.run(userId, name);
  }

  async saveDraft(id: string, node: string, data: unknown, at: number): Promise<void> {
    this.q.saveDraft.run(id, node, JSON.stringify(data), at);
  }

  async deleteDraft(id: string): Promise<void> {
    this.q.deleteDraft.run(id);
  }

  async listDrafts(node: string): Promise<unknown[]> {
    return (this.q.drafts.all(node) as { data: string }[]).map((r) => JSON.parse(r.data) as unknown);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
