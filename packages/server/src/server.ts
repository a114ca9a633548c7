/**
 * The server: Fastify for HTTP (pino logs), socket.io on the same port, storage, the lobby; on
 * startup every unfinished game is rebuilt by replaying its decisions.
 */
import Fastify from 'fastify';
import { Server } from 'socket.io';
import '@invasion/cards';
import type { GameState } from '@invasion/engine';
import { Auth } from './auth.js';
import { BotDesk } from './bots.js';
import { Cluster } from './cluster.js';
import { withDefaults, type ServerOptions } from './config.js';
import type { IO } from './connection.js';
import { routes } from './http.js';
import { Lobby } from './lobby.js';
import type { StoredDraft } from './draft.js';
import { GameRoom } from './room.js';
import { wireSockets } from './sockets.js';
import { openStorage } from './storage/index.js';
import type { Storage } from './storage/types.js';

export interface RunningServer {
  url: string;
  port: number;
  io: IO;
  lobby: Lobby;
  storage: Storage;
  close(): Promise<void>;
}

export async function startServer(partial: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const opts = withDefaults(partial);
  const app = Fastify({ logger: { level: opts.logLevel } });
  const storage = await openStorage(opts);
  const io: IO = new Server(app.server, { maxHttpBufferSize: opts.maxMessageBytes, serveClient: false });
  const cleanups: (() => Promise<void>)[] = [];
  if (opts.databaseUrl) {
    const { attachPostgresAdapter } = await import('./storage/adapter.js');
    cleanups.push(await attachPostgresAdapter(io, opts.databaseUrl));
  }
  const auth = new Auth(storage, opts.argon2);
  const bots = new BotDesk(opts.botThreads);
  const roomDeps = { node: opts.node, storage, emit: (t: string, e: string, p: unknown) => void io.to(t).emit(e, p), graceMs: opts.graceMs, log: app.log, decideBot: (level: string, state: GameState) => bots.decide(level, state) };
  const cluster = new Cluster(io, !!opts.databaseUrl);
  const lobby = new Lobby(io, auth, roomDeps, () => cluster.otherGames(), opts.testSeed);
  if (opts.testSeed !== undefined) app.log.warn({ seed: opts.testSeed }, 'every game is dealt with the same seed (--test-seed): for tests only');

  for (const id of await storage.unfinishedGameIds()) {
    const loaded = await storage.loadGame(id);
    if (!loaded || (loaded.game.options.node ?? 'main') !== opts.node) continue;
    try {
      lobby.restore(GameRoom.restore(loaded.game, loaded.decisions, lobby.deps()));
    } catch (err) {
      app.log.error({ err, game: id }, 'cannot rebuild a game');
    }
  }
  app.log.info({ games: lobby.rooms.size }, 'unfinished games rebuilt');
  lobby.drafts.restore((await storage.listDrafts(opts.node)) as StoredDraft[]);

  routes(app, lobby, storage, opts.webRoot);
  wireSockets(io, { io, auth, lobby, storage, cluster }, opts, app.log);
  await app.listen({ port: opts.port, host: opts.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `http://${opts.host}:${port}`,
    port,
    io,
    lobby,
    storage,
    async close() {
      for (const room of lobby.rooms.values()) room.dispose();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close().catch(() => undefined);
      for (const c of cleanups) await c();
      await storage.close();
      await bots.close();
    },
  };
}
