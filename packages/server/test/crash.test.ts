/**
 * kill -9: the server runs as a child process on a SQLite file; two players decide, the last
 * decision still in flight when SIGKILL comes. A new process on the same file rebuilds the game;
 * the players reconnect with their tokens, every acknowledged decision is there (the same
 * decision, checked by replaying the stored ones with the engine) and the game goes on to its end.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { checkAct, createGame, applyInPlace, sameDecision, type Decision, type GameSetup } from '@invasion/engine';
import '@invasion/cards';
import { describe, expect, it } from 'vitest';
import { Client, type GameUpdate } from '../src/client.js';
import { spawnServer } from '../scripts/spawn.js';
import { tempDir } from './helpers.js';

interface Acked {
  seat: 0 | 1;
  stateId: number;
  key: string;
}

describe('kill -9', () => {
  it('loses no acknowledged decision, and the game resumes at its prompt', async () => {
    const dir = tempDir();
    const db = join(dir, 'crash.db');
    const first = await spawnServer(['--db', db]);
    const a = await Client.open(first.url);
    const b = await Client.open(first.url);
    await a.call('auth:guest', {});
    await b.call('auth:guest', {});
    const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: 'dwarf' });
    await b.call('lobby:join', { gameId, deck: 'orc' });
    await a.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId, 5000, true);
    const seats: [Client, Client] = [a, b];
    const acked: Acked[] = [];
    const mover = () => seats.findIndex((c) => (c.games.get(gameId)?.view.options.length ?? 0) > 0) as 0 | 1;
    for (let i = 0; i < 60; i++) {
      const seat = mover();
      const v = seats[seat].games.get(gameId)!.view;
      const key = v.options[i % v.options.length]!.key;
      const next = seats[seat === 0 ? 1 : 0].waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.view.stateId === v.stateId + 1);
      if (i === 59) {
        // In flight: sent, not acknowledged, and the server dies.
        seats[seat].socket.emit('game:act', { gameId, key, stateId: v.stateId }, () => acked.push({ seat, stateId: v.stateId, key }));
        break;
      }
      await seats[seat].call('game:act', { gameId, key, stateId: v.stateId });
      acked.push({ seat, stateId: v.stateId, key });
      await next;
    }
    await first.kill('SIGKILL');
    a.close();
    b.close();

    // What the file holds: every acknowledged decision, the same one.
    const file = new Database(db, { readonly: true });
    const row = file.prepare('SELECT setup FROM games WHERE id = ?').get(gameId) as { setup: string };
    const stored = (file.prepare('SELECT seat, decision FROM decisions WHERE game_id = ? ORDER BY idx').all(gameId) as { seat: number; decision: string }[]).map((r) => JSON.parse(r.decision) as Decision);
    file.close();
    expect(stored.length).toBeGreaterThanOrEqual(acked.length);
    const state = createGame({ ...(JSON.parse(row.setup) as GameSetup), log: true });
    for (let i = 0; i < stored.length; i++) {
      const ack = acked.find((x) => x.stateId === i);
      if (ack) expect(sameDecision(checkAct(state, ack.seat, ack.key, i), stored[i]!)).toBe(true);
      applyInPlace(state, stored[i]!);
    }

    // A new process on the same file: the players come back with their tokens.
    const second = await spawnServer(['--db', db]);
    try {
      const a2 = await Client.open(second.url, { token: a.token! });
      const b2 = await Client.open(second.url, { token: b.token! });
      const [ua, ub] = await Promise.all([a2, b2].map((c) => c.waitFor<GameUpdate>('game:update', (u) => u.gameId === gameId && u.reset, 10_000, true)));
      expect(ua!.view.stateId).toBe(stored.length);
      expect(ub!.view.stateId).toBe(stored.length);
      expect(ua!.view.options.length + ub!.view.options.length).toBeGreaterThan(0);
      const [ra, rb] = await Promise.all([a2.autoplay(gameId), b2.autoplay(gameId)]);
      expect(ra).toEqual(rb);
      a2.close();
      b2.close();
    } finally {
      await second.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
