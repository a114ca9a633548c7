/** A dropped player: the game waits for him during the grace period, then he forfeits. Leaving an open game. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type GameUpdate } from '../src/client.js';
import { guest, testServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ graceMs: 600 });
});
afterAll(async () => {
  await server?.stop();
});

describe('the grace period', () => {
  it('a player back within the grace period keeps his seat; one who stays away forfeits', async () => {
    const a = await guest(server.url);
    const b = await guest(server.url);
    const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: 'dwarf' });
    await b.call('lobby:join', { gameId, deck: 'orc' });
    b.close();
    await new Promise((r) => setTimeout(r, 300));
    const back = await Client.open(server.url, { token: b.token! });
    await back.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.reset, 5000, true);
    await new Promise((r) => setTimeout(r, 600));
    expect(server.lobby.rooms.get(gameId)?.over).toBe(false);
    const over = a.waitFor<GameUpdate>('game:update', (u) => u.gameId === gameId && !!u.result, 5000);
    back.close();
    expect((await over).result).toMatchObject({ kind: 'win', winner: 0, reason: 'player 2 left the game' });
    expect((await server.storage.loadGame(gameId))!.game.status).toBe('finished');
    a.close();
  });

  it('the host of an open game may cancel it; nobody else can', async () => {
    const a = await guest(server.url);
    const b = await guest(server.url);
    const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: 'dwarf' });
    expect(await b.request('lobby:leave', { gameId })).toMatchObject({ ok: false });
    const gone = b.waitFor<{ games: { id: string }[] }>('lobby:games', (p) => !p.games.some((g) => g.id === gameId));
    await a.call('lobby:leave', { gameId });
    await gone;
    expect(await b.request('lobby:join', { gameId, deck: 'orc' })).toMatchObject({ ok: false, error: 'no open game has this id' });
    a.close();
    b.close();
  });

  it('an open game is withdrawn when its host has no connection left; the HTTP listing follows', async () => {
    const a = await guest(server.url);
    const b = await guest(server.url);
    const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: 'dwarf' });
    const listed = (await (await fetch(`${server.url}/api/games`)).json()) as { games: { id: string }[] };
    expect(listed.games.map((g) => g.id)).toContain(gameId);
    const gone = b.waitFor<{ games: { id: string }[] }>('lobby:games', (p) => !p.games.some((g) => g.id === gameId));
    a.close();
    await gone;
    const after = (await (await fetch(`${server.url}/api/games`)).json()) as { games: { id: string }[] };
    expect(after.games.map((g) => g.id)).not.toContain(gameId);
    b.close();
  });
});
