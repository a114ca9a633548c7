/**
 * HTTP routes: health, the lobby's public listing, finished games, the catalogue and a card's facts, and the browser client's files
 * when a `webRoot` is given. Everything else is socket.io.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { cardDef, hasCardDef } from '@invasion/engine';
import type { FastifyInstance } from 'fastify';
import { BOT_ABOUT, BOT_LEVELS } from './bots.js';
import { catalogueForClient, STARTER_NAMES } from './decks.js';
import type { Lobby } from './lobby.js';
import type { Storage } from './storage/types.js';

export function routes(app: FastifyInstance, lobby: Lobby, storage: Storage, webRoot?: string): void {
  app.get('/healthz', async () => ({ ok: true, storage: storage.kind, games: lobby.rooms.size, online: (await lobby.onlineNames()).length, rssMb: Math.round(process.memoryUsage().rss / 1048576) }));
  app.get('/api/games', async () => ({ games: await lobby.allGames() }));
  app.get('/api/replays', async () => ({ replays: await storage.listReplays(50) }));
  // What a client offers when creating a game: the bots (and what each is), the formats, the starter decks.
  app.get('/api/options', async () => ({ bots: [...BOT_LEVELS], about: BOT_ABOUT, formats: ['casual', 'tournament'], starterDecks: STARTER_NAMES }));
  app.get('/api/catalogue', async (_req, reply) => reply.type('application/json').header('Cache-Control', 'public, max-age=3600').send(catalogueForClient()));
  // A card's facts and our description (never printed text): clients preview cards the log names.
  app.get<{ Params: { id: string } }>('/api/cards/:id', async (req, reply) => {
    if (!/^[0-9A-Za-z-]{1,20}$/.test(req.params.id) || !hasCardDef(req.params.id)) return reply.code(404).send({ error: 'no such card' });
    const d = cardDef(req.params.id);
    return { id: d.id, name: d.name, type: d.type, race: d.race, cost: d.cost, loyalty: d.loyalty, power: d.power, hitPoints: d.hitPoints, traits: d.traits, unique: d.unique, hero: d.hero, keywords: d.keywords, text: d.text ?? null, implemented: d.implemented };
  });
  if (!webRoot) return;
  if (existsSync(join(webRoot, 'index.html'))) {
    // Built file names carry a content hash: they may be cached for good; index.html never is.
    void app.register(fastifyStatic, {
      root: webRoot,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable'),
    });
  } else {
    app.get('/', async (_req, reply) => reply.type('text/plain; charset=utf-8').code(503).send(`The browser client is not built: run \`npm run build -w @invasion/web\` (npm ci does it), then restart.\nLooked in ${webRoot}\n`));
  }
}
