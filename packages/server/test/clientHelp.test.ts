/**
 * `game:why`: decisions checked against the current state without applying anything — null when
 * legal, else the engine's reason. `GET /api/cards/:id`: what clients preview.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientView } from '@invasion/engine';
import { guest, testServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('game:why', () => {
  it('says which decisions are legal now and why the others are not; changes nothing; only for one’s own game', async () => {
    const me = await guest(server.url);
    const other = await guest(server.url);
    const { gameId } = await me.call<{ gameId: string }>('lobby:create', { deck: 'dwarf', opponent: 'random' });
    await me.waitFor('game:update', (u: { gameId: string }) => u.gameId === gameId, 10_000, true);
    const view = me.games.get(gameId)!.view as ClientView;
    const card = view.players[view.viewer as 0 | 1].hand![0]!;
    const legal = view.options[0]!.decision;
    const { reasons } = await me.call<{ reasons: (string | null)[] }>('game:why', { gameId, stateId: view.stateId, decisions: [legal, { type: 'play', card: card.id, zone: 'kingdom' }] });
    expect(reasons[0]).toBeNull();
    expect(reasons[1]).toMatch(/\w/);
    expect(me.games.get(gameId)!.view.stateId).toBe(view.stateId);
    // Stale, and not one's game.
    expect((await me.call<{ reasons: string[] }>('game:why', { gameId, stateId: view.stateId + 5, decisions: [legal] })).reasons[0]).toMatch(/stale/);
    expect(await other.request('game:why', { gameId, stateId: view.stateId, decisions: [legal] })).toMatchObject({ ok: false });
    expect(await me.request('game:why', { gameId, stateId: view.stateId, decisions: [] })).toMatchObject({ ok: false });
    me.close();
    other.close();
  });
});

describe('GET /api/cards/:id', () => {
  it("a card's facts and our description; 404 for an unknown id", async () => {
    const r = await fetch(`${server.url}/api/cards/01003`);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ id: '01003', name: 'Hammerer of Karak Azul', type: 'Unit', keywords: { toughness: 1 } });
    expect((await fetch(`${server.url}/api/cards/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/cards/..%2F..%2Fetc`)).status).toBe(404);
  });
});
