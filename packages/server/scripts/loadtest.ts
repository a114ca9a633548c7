/**
 * `npm run loadtest -- --games N [--url URL] [--sync full|normal] [--json]`: N games at once, each between two socket.io
 * clients signed in as guests that pick random options until the game ends — over real sockets
 * against a running server (--url; start it with a --rate high enough for bots), or against one it
 * starts on a temp SQLite file. Reports decisions, each decision's round trip (p50, p99), errors
 * and the server's resident memory (the highest /healthz reading).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '../src/client.js';
import { options, percentile, randomChooser, round } from './common.js';
import { spawnServer, type ServerProcess } from './spawn.js';

const opts = options(process.argv.slice(2), { games: { type: 'string', default: '20' }, url: { type: 'string' }, json: { type: 'boolean', default: false }, sync: { type: 'string', default: 'full' } });
const games = Number(opts.games);
let server: ServerProcess | undefined;
const dir = mkdtempSync(join(tmpdir(), 'invasion-load-'));
const url = opts.url ?? (server = await spawnServer(['--db', join(dir, 'load.db'), '--sync', opts.sync!])).url;

let rssMb = 0;
const sample = async () => {
  const h = (await (await fetch(`${url}/healthz`)).json()) as { rssMb?: number };
  rssMb = Math.max(rssMb, h.rssMb ?? 0);
};
const sampler = setInterval(() => void sample().catch(() => undefined), 250);

/** CPU time (user + system) of the server process we started, in ms (Linux /proc). */
const cpuMs = () => {
  if (!server?.child.pid) return NaN;
  const f = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
};
const cpuBefore = cpuMs();

const latencies: number[] = [];
let errors = 0;
const started = performance.now();
async function one(i: number): Promise<void> {
  const a = await Client.open(url);
  const b = await Client.open(url);
  try {
    await a.call('auth:guest', {});
    await b.call('auth:guest', {});
    const decks = ['dwarf', 'orc', 'empire', 'chaos'];
    const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: decks[i % 4] });
    await b.call('lobby:join', { gameId, deck: decks[(i + 1) % 4] });
    const onAct = (x: { ms: number; error?: string }) => {
      latencies.push(x.ms);
      if (x.error) errors++;
    };
    await Promise.all([a.autoplay(gameId, randomChooser(i * 2 + 1), onAct), b.autoplay(gameId, randomChooser(i * 2 + 2), onAct)]);
  } catch {
    errors++;
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
await server?.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });

latencies.sort((x, y) => x - y);
const report = { games, decisions: latencies.length, p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)), errors, rssMb, seconds: round(seconds, 1), decisionsPerSecond: Math.round(latencies.length / seconds), ...(server ? { serverCpuMsPerDecision: round(serverCpuMs / latencies.length, 3) } : {}) };
process.stdout.write(opts.json ? `${JSON.stringify(report)}\n` : `${Object.entries(report).map(([k, v]) => `${k}: ${v}`).join('\n')}\n`);
