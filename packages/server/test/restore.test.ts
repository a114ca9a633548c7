/**
 * Restarting on the same SQLite file: a game is rebuilt from its decisions and resumes at its
 * prompt — unless a stored state hash differs (the rules changed since it was played), when it is
 * left stored and not resumed.
 */
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretFromHex } from '@invasion/engine';
import { Client, type GameUpdate } from '../src/client.js';
import { startServer } from '../src/index.js';
import { TEST_OPTIONS, tempDir } from './helpers.js';

describe('restart', () => {
  it('resumes a game with matching state hashes, and refuses one whose hash differs', async () => {
    const dir = tempDir();
    const db = join(dir, 'restore.db');
    try {
      const first = await startServer({ ...TEST_OPTIONS, db });
      const me = await Client.open(first.url);
      await me.call('auth:guest', {});
      const { gameId } = await me.call<{ gameId: string }>('lobby:create', { deck: 'orc', opponent: 'random' });
      await me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId, 5000, true);
      for (let i = 0; i < 6; i++) {
        const v = me.games.get(gameId)!.view;
        const next = me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.view.stateId > v.stateId);
        await me.call('game:act', { gameId, key: v.options[0]!.key, stateId: v.stateId });
        await next;
      }
      const at = first.lobby.rooms.get(gameId)!.state.decisions;
      // Each game has its own 128-bit secret (it keys the aliases and the deal); it stays on the server.
      const { secret } = (await first.storage.loadGame(gameId))!.game.setup;
      expect(secret).toMatch(/^[0-9a-f]{32}$/);
      expect(first.lobby.rooms.get(gameId)!.state.secret).toEqual(secretFromHex(secret!));
      expect(JSON.stringify(me.games.get(gameId))).not.toContain(secret);
      me.close();
      await first.close();

      const second = await startServer({ ...TEST_OPTIONS, db });
      expect(second.lobby.rooms.get(gameId)?.state.decisions).toBe(at);
      await second.close();

      const file = new Database(db);
      const hashed = file.prepare('SELECT COUNT(*) AS n FROM decisions WHERE game_id = ? AND hash IS NOT NULL').get(gameId) as { n: number };
      expect(hashed.n).toBeGreaterThan(0);
      file.prepare("UPDATE decisions SET hash = '0000000000000000' WHERE game_id = ? AND idx = (SELECT MAX(idx) FROM decisions WHERE game_id = ?)").run(gameId, gameId);
      file.close();
      const third = await startServer({ ...TEST_OPTIONS, db });
      expect(third.lobby.rooms.has(gameId)).toBe(false);
      expect((await third.storage.loadGame(gameId))!.game.status).toBe('active');
      await third.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives each player back the thinking time he had used (a game with a time limit too)', async () => {
    const dir = tempDir();
    const db = join(dir, 'clocks.db');
    try {
      const first = await startServer({ ...TEST_OPTIONS, db });
      const me = await Client.open(first.url);
      await me.call('auth:guest', {});
      const { gameId } = await me.call<{ gameId: string }>('lobby:create', { deck: 'orc', opponent: 'random', clockSeconds: 600 });
      await me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId, 5000, true);
      for (let i = 0; i < 4; i++) {
        const v = me.games.get(gameId)!.view;
        await new Promise((r) => setTimeout(r, 150)); // thinking
        const next = me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.view.stateId > v.stateId);
        await me.call('game:act', { gameId, key: v.options[0]!.key, stateId: v.stateId });
        await next;
      }
      const used = first.lobby.rooms.get(gameId)!.clocks().used;
      expect(used[0]).toBeGreaterThanOrEqual(600);
      me.close();
      await first.close();

      const second = await startServer({ ...TEST_OPTIONS, db });
      const clocks = second.lobby.rooms.get(gameId)!.clocks();
      // The stored times (each decision's), not zero: at most the moments between storing and sending.
      expect(clocks.used[0]).toBeGreaterThanOrEqual(600);
      expect(clocks.used[0]).toBeLessThanOrEqual(used[0]);
      expect(used[0] - clocks.used[0]).toBeLessThan(200);
      expect(clocks.used[1]).toBe(0); // the bot's never runs
      expect(clocks.limit).toBe(600_000);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
