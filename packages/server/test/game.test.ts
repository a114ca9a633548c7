/**
 * Two players register, meet in the lobby, chat, and play a whole game over real sockets (each picks
 * the first option of its view) with a spectator watching and one player reconnecting mid-game;
 * then both watch the replay. Also: a game against the random bot, concede, undo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../src/client.js';
import { registered, testServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('a full game between two players', () => {
  it('register, lobby, chat, play to the end with a spectator and a reconnection, then the replay', async () => {
    const alice = await registered(server.url, 'alice');
    const bob = await registered(server.url, 'bob');
    const carol = await registered(server.url, 'carol');

    // Lobby: who is online, chat.
    const online = await alice.call<{ online: string[] }>('lobby:list', {});
    expect(online.online).toEqual(expect.arrayContaining(['alice', 'bob', 'carol']));
    const heard = bob.waitFor<{ from: string; text: string }>('chat:lobby');
    await alice.call('chat:lobby', { text: 'anyone for a game?' });
    expect(await heard).toMatchObject({ from: 'alice', text: 'anyone for a game?' });

    // Alice opens a game; Bob sees it listed and joins.
    const listed = bob.waitFor<{ games: { id: string; status: string }[] }>('lobby:games', (p) => p.games.some((g) => g.status === 'open'));
    const { gameId } = await alice.call<{ gameId: string }>('lobby:create', { name: 'friendly', deck: 'dwarf', opponent: 'human', spectators: true });
    expect((await listed).games.find((g) => g.id === gameId)).toMatchObject({ status: 'open', players: ['alice'] });
    const bobSees = bob.waitFor('game:update', (u: { gameId: string }) => u.gameId === gameId);
    await bob.call('lobby:join', { gameId, deck: 'orc' });
    await bobSees;
    expect(alice.games.get(gameId)?.view.viewer).toBe(0);
    expect(bob.games.get(gameId)?.view.viewer).toBe(1);

    // Carol spectates and chats in the game.
    await carol.call('lobby:spectate', { gameId });
    expect(carol.games.get(gameId)?.view.viewer).toBe('spectator');
    const gameChat = alice.waitFor<{ text: string }>('chat:game');
    await carol.call('chat:game', { gameId, text: 'good luck' });
    expect((await gameChat).text).toBe('good luck');

    // Play; Bob drops after 40 decisions and comes back on a new connection with his token.
    const aliceDone = alice.autoplay(gameId);
    let bobNow = bob;
    await new Promise<void>((resolve, reject) => {
      bob.autoplay(gameId).catch(reject);
      const check = (u: { view: { stateId: number } }) => {
        if (u.view.stateId >= 40) {
          bob.socket.off('game:update', check);
          resolve();
        }
      };
      bob.socket.on('game:update', check);
    });
    const presence = alice.waitFor<{ connected: boolean[] }>('game:presence', (p) => !p.connected[1]);
    bob.close();
    await presence;
    bobNow = await Client.open(server.url, { token: bob.token! });
    await bobNow.waitFor('game:update', (u: { gameId: string; reset: boolean }) => u.gameId === gameId && u.reset, 10_000, true);
    expect(bobNow.games.get(gameId)?.view.viewer).toBe(1);
    const [resultA, resultB] = await Promise.all([aliceDone, bobNow.autoplay(gameId)]);
    expect(resultA).toBeTruthy();
    expect(resultB).toEqual(resultA);

    // The spectator saw the end, with public information only.
    await carol.waitFor('game:update', (u: { result: unknown; view: { result: unknown } }) => !!(u.result ?? u.view.result), 5000).catch(() => undefined);
    const watched = carol.games.get(gameId)!;
    expect(watched.view.result ?? watched.result).toEqual(resultA);
    expect(watched.view.players.every((p) => p.hand === null)).toBe(true);

    // The replay, from each seat and as a spectator.
    const { replays } = await alice.call<{ replays: { id: string; decisions: number }[] }>('replay:list', {});
    const replay = replays.find((r) => r.id === gameId)!;
    expect(replay.decisions).toBeGreaterThan(40);
    const first = await alice.call<{ steps: number; view: { players: { hand: unknown }[] } }>('replay:step', { gameId, viewer: 0, step: 0 });
    expect(first.steps).toBe(replay.decisions);
    expect(first.view.players[0]!.hand).not.toBeNull();
    expect(first.view.players[1]!.hand).toBeNull();
    const last = await bobNow.call<{ step: number; view: { result: unknown } }>('replay:step', { gameId, viewer: 1, step: replay.decisions });
    expect(last.step).toBe(replay.decisions);
    const spect = await carol.call<{ view: { players: { hand: unknown }[] } }>('replay:step', { gameId, viewer: 'spectator', step: 10 });
    expect(spect.view.players.every((p) => p.hand === null)).toBe(true);
    // Nobody replays from a seat he did not hold.
    expect(await carol.request('replay:step', { gameId, viewer: 0, step: 1 })).toMatchObject({ ok: false });
    expect(await alice.request('replay:step', { gameId, viewer: 1, step: 1 })).toMatchObject({ ok: false });
    for (const c of [alice, bobNow, carol]) c.close();
  });
});
