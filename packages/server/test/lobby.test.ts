/**
 * The lobby's rules over real sockets: games against the bot (played out, undone freely), undo
 * between people, concede, password games, spectating one's own game, decks checked on the server,
 * guests and sessions.
 */
import { cardRows } from '@invasion/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type GameUpdate } from '../src/client.js';
import { guest, registered, testServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.stop();
});

const latest = (c: Client, gameId: string) => c.games.get(gameId)!.view;

describe('games against the bot', () => {
  it('a guest plays a whole game against the random bot', async () => {
    const me = await guest(server.url);
    const { gameId, started } = await me.call<{ gameId: string; started: boolean }>('lobby:create', { deck: 'empire', opponent: 'random' });
    expect(started).toBe(true);
    await me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId, 5000, true);
    const result = await me.autoplay(gameId);
    expect(result).toMatchObject({ kind: expect.any(String) });
    const stored = await server.storage.loadGame(gameId);
    expect(stored?.game.status).toBe('finished');
    expect(stored?.game.seats[1]).toMatchObject({ kind: 'bot', bot: 'random' });
    me.close();
  });

  it('takes back freely against the bot: the state is the one before the decision', async () => {
    const me = await guest(server.url);
    const { gameId } = await me.call<{ gameId: string }>('lobby:create', { deck: 'chaos', opponent: 'random' });
    await me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId, 5000, true);
    // Play until our third decision is made, remembering the view before it.
    let before = latest(me, gameId);
    for (let mine = 0; mine < 3; ) {
      const v = latest(me, gameId);
      if (v.options.length === 0) {
        await me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId);
        continue;
      }
      before = v;
      const next = me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId);
      await me.call('game:act', { gameId, key: v.options[0]!.key, stateId: v.stateId });
      await next;
      mine++;
    }
    const reset = me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.reset);
    expect(await me.call('game:undo', { gameId })).toMatchObject({ undo: 'done' });
    await reset;
    const after = latest(me, gameId);
    expect(after.stateId).toBe(before.stateId);
    expect(after.options.map((o) => o.key)).toEqual(before.options.map((o) => o.key));
    expect((await server.storage.loadGame(gameId))!.decisions.length).toBe(before.stateId);
    await me.call('game:concede', { gameId });
    expect((await server.storage.loadGame(gameId))!.game.result).toMatchObject({ kind: 'win', winner: 1 });
    me.close();
  });
});

describe('between people', () => {
  async function pair(opts: Record<string, unknown> = {}) {
    const a = await registered(server.url);
    const b = await registered(server.url);
    const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: 'dwarf', ...opts });
    return { a, b, gameId };
  }

  it('an undo needs the opponent: refused, then accepted and the decision is gone', async () => {
    const { a, b, gameId } = await pair();
    await b.call('lobby:join', { gameId, deck: 'orc' });
    await a.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId, 5000, true);
    // Whoever is asked first decides once.
    const [first, second] = latest(a, gameId).options.length ? [a, b] : [b, a];
    const v = latest(first, gameId);
    await first.call('game:act', { gameId, key: v.options[0]!.key, stateId: v.stateId });
    const asked = second.waitFor<{ by: number }>('game:undoRequest');
    expect(await first.call('game:undo', { gameId })).toMatchObject({ undo: 'asked' });
    await asked;
    const refused = first.waitFor<{ accepted: boolean }>('game:undoAnswer');
    await second.call('game:undoAnswer', { gameId, accept: false });
    expect((await refused).accepted).toBe(false);
    expect((await server.storage.loadGame(gameId))!.decisions.length).toBe(v.stateId + 1);
    await first.call('game:undo', { gameId });
    const reset = first.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.reset);
    await second.call('game:undoAnswer', { gameId, accept: true });
    await reset;
    expect(latest(first, gameId).stateId).toBe(v.stateId);
    expect((await server.storage.loadGame(gameId))!.decisions.length).toBe(v.stateId);
    // Nobody answers a request that was not made; a player cannot answer his own.
    expect(await second.request('game:undoAnswer', { gameId, accept: true })).toMatchObject({ ok: false });
    await b.call('game:concede', { gameId });
    expect((await server.storage.loadGame(gameId))!.game.result).toMatchObject({ winner: 0 });
    a.close();
    b.close();
  });

  it('a password game cannot be joined or watched without its password; a player cannot spectate his own game', async () => {
    const { a, b, gameId } = await pair({ password: 'sesame', spectators: true });
    expect(await b.request('lobby:join', { gameId, deck: 'orc' })).toMatchObject({ ok: false, error: 'wrong game password' });
    expect(await b.request('lobby:join', { gameId, deck: 'orc', password: 'open up' })).toMatchObject({ ok: false, error: 'wrong game password' });
    await b.call('lobby:join', { gameId, deck: 'orc', password: 'sesame' });
    const c = await registered(server.url);
    expect(await c.request('lobby:spectate', { gameId })).toMatchObject({ ok: false });
    await c.call('lobby:spectate', { gameId, password: 'sesame' });
    expect(await a.request('lobby:spectate', { gameId, password: 'sesame' })).toMatchObject({ ok: false, error: expect.stringMatching(/you play in this game/) });
    // Nor act for the other seat: the connection's own seat is the only one it has.
    const other = latest(a, gameId).options.length ? b : a;
    const v = latest(a, gameId).options.length ? latest(a, gameId) : latest(b, gameId);
    expect(await other.request('game:act', { gameId, key: v.options[0]!.key, stateId: v.stateId })).toMatchObject({ ok: false });
    expect(await c.request('game:act', { gameId, key: v.options[0]!.key, stateId: v.stateId })).toMatchObject({ ok: false, error: 'you do not play in this game' });
    await a.call('game:concede', { gameId });
    for (const x of [a, b, c]) x.close();
  });

  it('a game without spectators refuses them', async () => {
    const { a, b, gameId } = await pair({ spectators: false });
    await b.call('lobby:join', { gameId, deck: 'orc' });
    const c = await guest(server.url);
    expect(await c.request('lobby:spectate', { gameId })).toMatchObject({ ok: false, error: 'this game does not allow spectators' });
    await a.call('game:concede', { gameId });
    for (const x of [a, b, c]) x.close();
  });
});

describe('decks are checked on the server', () => {
  it('names unimplemented cards and refuses the deck', async () => {
    const missing = cardRows().find((r) => !r.implemented && r.type !== 'Draft' && r.race !== 'Neutral')!;
    const me = await guest(server.url);
    const r = await me.request('lobby:create', { deck: `Capital: ${missing.race}\n3x ${missing.name}\n`, opponent: 'random' });
    expect(r).toMatchObject({ ok: false });
    expect((r as { error: string }).error).toContain(missing.name);
    me.close();
  });

  it('refuses a deck that is not legal in a tournament, and unreadable lists', async () => {
    const me = await guest(server.url);
    const small = await me.request('lobby:create', { deck: 'Capital: Dwarf\n3x Defender of the Hold\n', format: 'tournament' });
    expect(small).toMatchObject({ ok: false, error: expect.stringMatching(/not legal \(tournament\)/) });
    expect(await me.request('lobby:create', { deck: 'no such deck at all' })).toMatchObject({ ok: false });
    me.close();
  });
});

describe('accounts and sessions', () => {
  it('logs in with the password only, and a token takes the identity back on a new connection', async () => {
    const a = await registered(server.url, 'dora');
    const b = await Client.open(server.url);
    expect(await b.request('auth:login', { name: 'dora', password: 'wrong password' })).toMatchObject({ ok: false, error: 'wrong name or password' });
    expect(await b.request('auth:register', { name: 'DORA', password: 'another one' })).toMatchObject({ ok: false });
    await b.call('auth:login', { name: 'dora', password: 'correct horse' });
    const c = await Client.open(server.url, { token: a.token! });
    const session = await c.waitFor<{ user: { name: string } }>('auth:session', () => true, 5000, true);
    expect(session.user.name).toBe('dora');
    const d = await Client.open(server.url, { token: 'not-a-token-at-all' });
    await d.waitFor('failure', () => true, 5000, true);
    expect(await d.request('lobby:list', {})).toMatchObject({ ok: false, error: expect.stringMatching(/sign in first/) });
    for (const x of [a, b, c, d]) x.close();
  });
});
