/**
 * `npm run crashtest -- [--kills K] [--games G] [--json]`: G games between guests playing random
 * options against a server on a SQLite file; every so often the server is killed with SIGKILL and
 * started again on the same file, the players reconnect with their tokens and play on. At the end
 * every decision a client saw acknowledged is looked up in the file and checked with the engine
 * (the same decision at the same index). Reports {kills, decisions, acceptedLost}.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import '@invasion/cards';
import { applyInPlace, checkAct, createGame, sameDecision, type Decision, type GameSetup } from '@invasion/engine';
import { Client, type GameUpdate } from '../src/client.js';
import { options, randomChooser } from './common.js';
import { spawnServer } from './spawn.js';

const opts = options(process.argv.slice(2), { kills: { type: 'string', default: '5' }, games: { type: 'string', default: '4' }, json: { type: 'boolean', default: false }, sync: { type: 'string', default: 'full' } });
const kills = Number(opts.kills);
const dir = mkdtempSync(join(tmpdir(), 'invasion-crash-'));
const db = join(dir, 'crash.db');
const args = ['--db', db, '--sync', opts.sync!];

interface Seat {
  token: string;
  gameId: string;
  seat: 0 | 1;
  seed: number;
  client?: Client;
  /** Its game is over (or, after a restart, no longer in play). */
  done?: boolean;
}
const acked: { gameId: string; seat: 0 | 1; stateId: number; key: string }[] = [];
let server = await spawnServer(args);
const seats: Seat[] = [];
for (let g = 0; g < Number(opts.games); g++) {
  const a = await Client.open(server.url);
  const b = await Client.open(server.url);
  await a.call('auth:guest', {});
  await b.call('auth:guest', {});
  const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: ['dwarf', 'orc', 'empire', 'chaos'][g % 4] });
  await b.call('lobby:join', { gameId, deck: ['orc', 'empire', 'chaos', 'dwarf'][g % 4] });
  seats.push({ token: a.token!, gameId, seat: 0, seed: g * 2 + 1, client: a }, { token: b.token!, gameId, seat: 1, seed: g * 2 + 2, client: b });
}

/** Every seat plays until its game ends or its connection drops. */
function play(): Promise<unknown> {
  return Promise.all(
    seats.map(async (s) => {
      const c = s.client!;
      if (s.done) return;
      if (!c.games.has(s.gameId)) {
        const update = await c.waitFor('game:update', (u: GameUpdate) => u.gameId === s.gameId, 5_000, true).catch(() => undefined);
        if (!update) return void (s.done = true);
      }
      await c.autoplay(s.gameId, randomChooser(s.seed++), (x) => !x.error && acked.push({ gameId: s.gameId, seat: s.seat, stateId: x.stateId, key: x.key })).then(
        () => void (s.done = true),
        () => undefined,
      );
    }),
  );
}

for (let k = 0; k <= kills; k++) {
  const playing = play();
  if (k === kills) {
    await playing;
    break;
  }
  await new Promise((r) => setTimeout(r, 700 + ((k * 379) % 900)));
  await server.kill('SIGKILL');
  await playing;
  for (const s of seats) s.client!.close();
  server = await spawnServer(args);
  for (const s of seats) s.client = await Client.open(server.url, { token: s.token });
}
for (const s of seats) s.client!.close();
await server.kill('SIGTERM');

// Every acknowledged decision is in the file, the same decision at the same index.
const file = new Database(db, { readonly: true });
let lost = 0;
for (const gameId of new Set(seats.map((s) => s.gameId))) {
  const setup = JSON.parse((file.prepare('SELECT setup FROM games WHERE id = ?').get(gameId) as { setup: string }).setup) as GameSetup;
  const stored = (file.prepare('SELECT decision FROM decisions WHERE game_id = ? ORDER BY idx').all(gameId) as { decision: string }[]).map((r) => JSON.parse(r.decision) as Decision);
  const mine = new Map(acked.filter((a) => a.gameId === gameId).map((a) => [a.stateId, a]));
  const state = createGame({ ...setup, log: false });
  for (let i = 0; i < stored.length; i++) {
    const a = mine.get(i);
    if (a && !sameDecision(checkAct(state, a.seat, a.key, i), stored[i]!)) lost++;
    mine.delete(i);
    applyInPlace(state, stored[i]!);
  }
  lost += mine.size;
}
file.close();
rmSync(dir, { recursive: true, force: true });
const report = { kills, games: Number(opts.games), decisions: acked.length, acceptedLost: lost };
process.stdout.write(opts.json ? `${JSON.stringify(report)}\n` : `${Object.entries(report).map(([k, v]) => `${k}: ${v}`).join('\n')}\n`);
process.exit(lost === 0 ? 0 : 1);
