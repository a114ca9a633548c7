/**
 * `npm run loadtest -- --games N [--url URL] [--sync full|normal] [--json]`: N games at once, each between two socket.io
 * clients signed in as guests that pick random options until the game ends — over real sockets
 * against a running server (--url; start it with a --rate high enough for bots), or against one it
 * starts on a temp SQLite file — or, with --postgres, K nodes on an embedded PostgreSQL, each game's
 * players on two different nodes. Reports decisions, each decision's round trip (p50, p99), errors
 * and the server's resident memory (the highest /healthz reading).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '../src/client.js';
import { options, percentile, randomChooser, round } from './common.js';
import { startPostgres } from './pg.js';
import { spawnServer, type ServerProcess } from './spawn.js';

const opts = options(process.argv.slice(2), {
  games: { type: 'string', default: '20' },
  url: { type: 'string' },
  json: { type: 'boolean', default: false },
  sync: { type: 'string', default: 'full' },
  postgres: { type: 'boolean', default: false },
  nodes: { type: 'string', default: '2' },
});
const games = Number(opts.games);
const servers: ServerProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), 'invasion-load-'));
const pg = opts.postgres ? await startPostgres() : undefined;
if (!opts.url) {
  if (pg) for (let n = 0; n < Number(opts.nodes); n++) servers.push(await spawnServer(['--database-url', pg.url, '--node', `n${n}`]));
  else servers.push(await spawnServer(['--db', join(dir, 'load.db'), '--sync', opts.sync!]));
}
const urls = opts.url ? [opts.url] : servers.map((s) => s.url);

let rssMb = 0;
const sample = async () => {
  const rss = await Promise.all(urls.map(async (url) => ((await (await fetch(`${url}/healthz`)).json()) as { rssMb?: number }).rssMb ?? 0));
  rssMb = Math.max(rssMb, rss.reduce((a, b) => a + b, 0));
};
const sampler = setInterval(() => void sample().catch(() => undefined), 250);

/** CPU time (user + system) of the server processes we started, in ms (Linux /proc). */
const cpuMs = () =>
  servers.reduce((sum, server) => {
    const f = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return sum + ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  }, 0);
const cpuBefore = cpuMs();

const latencies: number[] = [];
let errors = 0;
const errorSamples: string[] = [];
const noteError = (e: string) => {
  errors++;
  if (errorSamples.length < 5) errorSamples.push(e.slice(0, 200));
};
const started = performance.now();
async function one(i: number): Promise<void> {
  const a = await Client.open(urls[i % urls.length]!);
  const b = await Client.open(urls[(i + 1) % urls.length]!);
  try {
    await a.call('auth:guest', {});
    await b.call('auth:guest', {});
    const decks = ['dwarf', 'orc', 'empire', 'chaos'];
    const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: decks[i % 4] });
    await b.call('lobby:join', { gameId, deck: decks[(i + 1) % 4] });
    const onAct = (x: { ms: number; error?: string }) => {
      latencies.push(x.ms);
      if (x.error) noteError(x.error);
    };
    await Promise.all([a.autoplay(gameId, randomChooser(i * 2 + 1), onAct), b.autoplay(gameId, randomChooser(i * 2 + 2), onAct)]);
  } catch (e) {
    noteError(String(e));
  } finally {
    a.close();
    b.close();
  }
}
await Promise.all(Array.from({ length: games }, (_, i) => one(i)));
const seconds = (performance.now() - started) / 1000;
const serverCpuMs = cpuMs() - cpuBefore;
await sample().catch(() => undefined);
clearInterval(sampler);
for (const server of servers) await server.kill('SIGTERM');
await pg?.stop();
rmSync(dir, { recursive: true, force: true });

latencies.sort((x, y) => x - y);
const report = { games, decisions: latencies.length, p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)), errors, ...(errorSamples.length ? { errorSamples } : {}), rssMb, seconds: round(seconds, 1), decisionsPerSecond: Math.round(latencies.length / seconds), nodes: urls.length, storage: pg ? 'postgres' : opts.url ? 'external' : 'sqlite', ...(servers.length ? { serverCpuMsPerDecision: round(serverCpuMs / latencies.length, 3) } : {}) };
process.stdout.write(opts.json ? `${JSON.stringify(report)}\n` : `${Object.entries(report).map(([k, v]) => `${k}: ${v}`).join('\n')}\n`);
