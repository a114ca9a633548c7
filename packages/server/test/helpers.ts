/** Test helpers: a real server on a free port with a SQLite file in a temp dir, and signed-in clients. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../src/index.js';
import { Client } from '../src/client.js';

export const TEST_OPTIONS: Partial<ServerOptions> = {
  port: 0,
  logLevel: 'silent',
  argon2: { memoryCost: 1024, timeCost: 1 },
  rate: { perSecond: 100_000, burst: 100_000, strikes: 1_000_000 },
  sqliteSync: 'normal',
  // Bots decide on the event loop in tests (a thread costs seconds to start); bots.test.ts runs them on threads.
  botThreads: 0,
};

export interface TestServer extends RunningServer {
  dir: string;
  dbFile: string;
  stop(): Promise<void>;
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'invasion-server-'));
}

export async function testServer(opts: Partial<ServerOptions> = {}, dir = tempDir()): Promise<TestServer> {
  const dbFile = join(dir, 'test.db');
  const server = await startServer({ ...TEST_OPTIONS, db: dbFile, ...opts });
  return {
    ...server,
    dir,
    dbFile,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let n = 0;
export const uniqueName = (prefix = 'user') => `${prefix}${process.pid % 1000}x${++n}`;

export async function registered(url: string, name = uniqueName()): Promise<Client> {
  const c = await Client.open(url);
  await c.call('auth:register', { name, password: 'correct horse' });
  return c;
}

export async function guest(url: string): Promise<Client> {
  const c = await Client.open(url);
  await c.call('auth:guest', {});
  return c;
}
