/**
 * What the browser client asks of the server besides playing: `game:why` (decisions checked
 * against the current state without applying anything — null when legal, else the engine's
 * reason), `GET /api/cards/:id` (what it previews), `game:undo` back to a given state, the deck
 * builder's `GET /api/catalogue`, `deck:check` and decks saved to the account; the clocks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientView } from '@invasion/engine';
import { Client } from '../src/client.js';
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

describe('game:undo with a stateId', () => {
  it('takes back the decision made at that state and all that followed; refuses a state where one did not decide', async () => {
    const me = await guest(server.url);
    const { gameId } = await me.call<{ gameId: string }>('lobby:create', { deck: 'dwarf', opponent: 'random' });
    await me.waitFor('game:update', (u: { gameId: string }) => u.gameId === gameId, 10_000, true);
    const mine: number[] = [];
    // Play the first options for a while, noting the states where this seat decided.
    for (let i = 0; i < 6; i++) {
      const v = me.games.get(gameId)!.view;
      if (!v.options.length) break;
      mine.push(v.stateId);
      const next = me.waitFor('game:update', (u: { gameId: string; view: { stateId: number } }) => u.gameId === gameId && u.view.stateId > v.stateId);
      await me.call('game:act', { gameId, stateId: v.stateId, key: v.options[0]!.key });
      await next;
    }
    expect(mine.length).toBeGreaterThan(2);
    const target = mine[1]!;
    const back = me.waitFor('game:update', (u: { gameId: string; reset: boolean }) => u.gameId === gameId && u.reset);
    expect(await me.call('game:undo', { gameId, stateId: target })).toMatchObject({ undo: 'done' });
    await back;
    expect(me.games.get(gameId)!.view.stateId).toBe(target);
    const notMine = me.games.get(gameId)!.view.stateId + 50;
    expect(await me.request('game:undo', { gameId, stateId: notMine })).toMatchObject({ ok: false });
    me.close();
  });
});

describe('GET /api/options', () => {
  it('the bots (with a few words on each), formats and starter decks a game may be created with', async () => {
    const o = (await (await fetch(`${server.url}/api/options`)).json()) as { bots: string[]; about: Record<string, string>; formats: string[]; starterDecks: string[] };
    expect(o.bots).toContain('random');
    expect(Object.keys(o.about).sort()).toEqual([...o.bots].sort());
    expect(o.formats).toEqual(['casual', 'tournament']);
    expect(o.starterDecks).toEqual(expect.arrayContaining(['dwarf', 'orc']));
  });
});

describe('the deck builder: GET /api/catalogue and deck:check', () => {
  it('lists every card with what is implemented; checks a deck by ids or as an imported list, with statistics and its text', async () => {
    const cat = (await (await fetch(`${server.url}/api/catalogue`)).json()) as { cards: { id: string; implemented: boolean }[]; capitals: { id: string }[] };
    expect(cat.cards.length).toBeGreaterThan(1000);
    expect(cat.cards.find((c) => c.id === '01003')?.implemented).toBe(true);
    expect(cat.capitals.map((c) => c.id)).toContain('dwarf');
    const me = await guest(server.url);
    const small = await me.call<{ legal: boolean; problems: { message: string }[]; stats: { total: number }; text: string }>('deck:check', { deck: { capital: 'dwarf', cards: ['01003', '01003', '01003', '01003'] } });
    expect(small.legal).toBe(false);
    expect(small.problems.map((p) => p.message).join(' ')).toMatch(/50|copies|3/);
    expect(small.stats.total).toBe(4);
    expect(small.text).toContain('Hammerer of Karak Azul');
    const imported = await me.call<{ capital: string; cards: string[] }>('deck:check', { deck: small.text, format: 'casual' });
    expect(imported.capital).toBe('dwarf');
    expect(imported.cards).toHaveLength(4);
    expect(await me.request('deck:check', { deck: { capital: 'dwarf', cards: ['../x'] } })).toMatchObject({ ok: false });
    me.close();
  });
});

describe('decks saved to the account', () => {
  it('are listed, replaced by name, deleted; each account sees its own; the session keeps them', async () => {
    const me = await guest(server.url);
    const other = await guest(server.url);
    expect(await me.call('deck:list', {})).toMatchObject({ decks: [] });
    await me.call('deck:save', { name: 'Orcs', text: 'Capital: Orc\n3x Squig Herders' });
    const { decks } = await me.call<{ decks: { name: string; text: string }[] }>('deck:save', { name: 'Orcs', text: 'Capital: Orc\n2x Squig Herders' });
    expect(decks.map((d) => [d.name, d.text])).toEqual([['Orcs', 'Capital: Orc\n2x Squig Herders']]);
    expect(await other.call('deck:list', {})).toMatchObject({ decks: [] });
    const again = await Client.open(server.url, { token: me.token! });
    await again.waitFor('auth:session', () => true, 5000, true);
    expect((await again.call<{ decks: unknown[] }>('deck:list', {})).decks).toHaveLength(1);
    expect(await again.call('deck:delete', { name: 'Orcs' })).toMatchObject({ decks: [] });
    expect(await me.request('deck:save', { name: '', text: 'x' })).toMatchObject({ ok: false });
    for (const c of [me, other, again]) c.close();
  });
});

describe('clocks', () => {
  it("count a person's thinking time while the prompt is his, never a bot's", async () => {
    const me = await guest(server.url);
    const { gameId } = await me.call<{ gameId: string }>('lobby:create', { deck: 'dwarf', opponent: 'random' });
    type Clocks = { used: [number, number]; running: number | null; runningFor: number; limit: number | null };
    const first = await me.waitFor<{ gameId: string; view: { viewer: number; stateId: number; options: { key: string }[] }; clocks: Clocks }>('game:update', (u) => u.gameId === gameId, 10_000, true);
    const seat = first.view.viewer;
    expect(first.clocks.running).toBe(seat);
    await new Promise((r) => setTimeout(r, 120));
    const next = me.waitFor<{ gameId: string; view: { stateId: number }; clocks: Clocks }>('game:update', (u) => u.gameId === gameId && u.view.stateId > first.view.stateId);
    await me.call('game:act', { gameId, stateId: first.view.stateId, key: first.view.options[0]!.key });
    const after = await next;
    expect(after.clocks.used[seat]).toBeGreaterThanOrEqual(100);
    expect(after.clocks.used[1 - seat]).toBe(0);
    expect(after.clocks.limit).toBeNull();
    me.close();
  });

  it('with a limit, the player who uses up his time loses', async () => {
    const me = await guest(server.url);
    const over = me.waitFor<{ result: { kind: string; winner: number; reason: string } | null; clocks: { limit: number } }>('game:update', (u) => !!u.result, 10_000);
    await me.call('lobby:create', { deck: 'dwarf', opponent: 'random', clockSeconds: 1 });
    const end = await over;
    expect(end.result).toMatchObject({ kind: 'win', reason: expect.stringMatching(/ran out of time/) });
    expect(end.clocks.limit).toBe(1000);
    me.close();
  });
});

