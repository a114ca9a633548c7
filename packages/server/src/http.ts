/** HTTP routes: health, the lobby's public listing, finished games. Everything else is socket.io. */
import type { FastifyInstance } from 'fastify';
import type { Lobby } from './lobby.js';
import type { Storage } from './storage/types.js';

export function routes(app: FastifyInstance, lobby: Lobby, storage: Storage): void {
  app.get('/healthz', async () => ({ ok: true, storage: storage.kind, games: lobby.rooms.size, online: (await lobby.onlineNames()).length, rssMb: Math.round(process.memoryUsage().rss / 1048576) }));
  app.get('/api/games', async () => ({ games: await lobby.allGames() }));
  app.get('/api/replays', async () => ({ replays: await storage.listReplays(50) }));
}
