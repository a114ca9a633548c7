/**
 * Malformed messages: a seated player sends thousands (SERVER_FUZZ_COUNT, default 3000) of broken
 * messages — unknown events, wrong shapes, unknown fields, huge or nested values, binary, decisions
 * that are not options, stale state ids, other people's games. Each is refused with an error and
 * nothing changes: the game's state hash, its stored decisions, the lobby. Then the game goes on.
 * Also: the per-connection rate limit.
 */
import { hashState } from '@invasion/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameUpdate } from '../src/client.js';
import { guest, registered, testServer, type TestServer } from './helpers.js';

const COUNT = Number(process.env.SERVER_FUZZ_COUNT ?? 3000);

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.stop();
});

function generator(seed: number, gameId: string, stateId: number, otherGame: string) {
  let s = seed >>> 0;
  const rnd = (n: number) => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) % n);
  const pick = <T>(xs: T[]): T => xs[rnd(xs.length)]!;
  const junk = (): unknown =>
    pick<() => unknown>([
      () => 'x'.repeat(rnd(3) === 0 ? 50_000 : 300),
      () => -1,
      () => 1e309,
      () => NaN,
      () => null,
      () => true,
      () => [[[[[[[[[]]]]]]]]],
      () => ({ __proto__: { polluted: 1 } }),
      () => JSON.parse('{"__proto__": {"x": 1}, "constructor": {"prototype": {}}}'),
      () => Buffer.from([0, 1, 2, 255]),
      () => Array.from({ length: 200 }, (_, i) => i),
      () => 'toString',
      () => '',
    ])();
  const templates: Record<string, () => Record<string, unknown>> = {
    'auth:register': () => ({ name: 'fuzzer', password: 'long enough pw' }),
    'auth:login': () => ({ name: 'fuzzer', password: 'long enough pw' }),
    'auth:resume': () => ({ token: 'abcdefghijklmnop' }),
    'lobby:create': () => ({ deck: 'dwarf' }),
    'lobby:join': () => ({ gameId: otherGame, deck: 'orc' }),
    'lobby:leave': () => ({ gameId }),
    'lobby:spectate': () => ({ gameId }),
    'chat:lobby': () => ({ text: 'hi' }),
    'chat:game': () => ({ gameId, text: 'hi' }),
    'game:act': () => ({ gameId, key: 'pass', stateId }),
    'game:concede': () => ({ gameId }),
    'game:undoAnswer': () => ({ gameId, accept: true }),
    'replay:step': () => ({ gameId, viewer: 0, step: 0 }),
  };
  const events = Object.keys(templates);
  return (): [string, unknown] => {
    const kind = rnd(10);
    if (kind === 0) return [pick(['nope', 'game:act2', '__proto__', 'constructor', 'connect', 'x'.repeat(500), 'lobby:', 'GAME:ACT']), templates['game:act']!()];
    if (kind === 1) return [pick(events), junk()];
    const event = pick(events);
    const m = templates[event]!();
    const keys = Object.keys(m);
    switch (rnd(6)) {
      case 0: // every template field is required
        delete m[pick(keys)];
        break;
      case 1: {
        const k = pick(keys);
        m[k] = junk();
        // A deck name is a string: junk that is a string could be read as a decklist.
        if (typeof m[k] === 'string' && k !== 'gameId') m[k] = 7;
        break;
      }
      case 2:
        Object.defineProperty(m, pick(['admin', 'seat', 'player', 'isAdmin', '__proto__']), { value: 1, enumerable: true });
        break;
      case 3: // acts that parse but are not legal: no such option, stale state, a bogus decision, another's game
        return ['game:act', pick([{ gameId, key: `play:${rnd(2_000_000)}:kingdom`, stateId }, { gameId, key: 'pass', stateId: stateId + 1 + rnd(5) }, { gameId, decision: { type: pick(['play', 'pass2', 'attack', '__proto__']), card: rnd(2_000_000) }, stateId: stateId + 1 }, { gameId: otherGame, key: 'pass', stateId }, { gameId: 'no-such-game', key: 'pass', stateId }])];
      case 4:
        return [event, Object.assign(m, { gameId: pick(['../../etc', 'a b', '', 'x'.repeat(41), 42]) })];
      default:
        return ['game:act', { gameId, stateId, key: 'pass', decision: { type: 'pass' } }];
    }
    return [event, m];
  };
}

describe('malformed messages', () => {
  it(`${COUNT} malformed messages are each refused with an error, and nothing changes`, async () => {
    const a = await registered(server.url, 'fuzzer');
    const b = await registered(server.url);
    const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: 'dwarf' });
    await b.call('lobby:join', { gameId, deck: 'orc' });
    const other = await guest(server.url);
    const { gameId: otherGame } = await other.call<{ gameId: string }>('lobby:create', { deck: 'empire' });
    const room = server.lobby.rooms.get(gameId)!;
    // The fuzzer is the player NOT asked now, so that even a well-formed "pass" is refused.
    const asked = room.state.prompt!.player;
    const fuzzer = asked === 0 ? b : a;
    const mover = asked === 0 ? a : b;
    const before = { hash: hashState(room.state), stored: (await server.storage.loadGame(gameId))!.decisions.length, lobby: JSON.stringify(server.lobby.games()) };
    const next = generator(12345, gameId, room.state.decisions, otherGame);
    const failures: string[] = [];
    for (let i = 0; i < COUNT; i += 50) {
      const batch = Array.from({ length: Math.min(50, COUNT - i) }, () => next());
      const replies = await Promise.all(batch.map(([e, p]) => fuzzer.request(e, p)));
      replies.forEach((r, j) => {
        if (r.ok || typeof r.error !== 'string' || r.error.length === 0 || r.error.length > 400) failures.push(`${batch[j]![0]} ${JSON.stringify(batch[j]![1])?.slice(0, 120)} -> ${JSON.stringify(r).slice(0, 200)}`);
      });
    }
    // Without an ack, a refusal arrives as a `failure` message.
    const failure = fuzzer.waitFor<{ ok: boolean; error: string }>('failure');
    fuzzer.socket.emit('nope', { x: 1 });
    expect(await failure).toMatchObject({ ok: false, error: expect.stringMatching(/unknown message/) });
    expect(failures.slice(0, 10)).toEqual([]);
    expect({ hash: hashState(room.state), stored: (await server.storage.loadGame(gameId))!.decisions.length, lobby: JSON.stringify(server.lobby.games()) }).toEqual(before);
    expect(({}) as Record<string, unknown>).not.toHaveProperty('polluted');
    // The server is healthy and the game goes on.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const v = mover.games.get(gameId)!.view;
    const moved = fuzzer.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.view.stateId === v.stateId + 1);
    await mover.call('game:act', { gameId, key: v.options[0]!.key, stateId: v.stateId });
    await moved;
    for (const c of [a, b, other]) c.close();
  });
});

describe('rate limits', () => {
  it('refuses messages beyond the per-connection budget, then closes a connection that keeps flooding', async () => {
    const limited = await testServer({ rate: { perSecond: 5, burst: 10, strikes: 30 } });
    try {
      const c = await guest(limited.url);
      const replies = await Promise.all(Array.from({ length: 30 }, () => c.request('lobby:list', {}, 3000)));
      const refused = replies.filter((r) => !r.ok && /rate limited/.test(r.error)).length;
      expect(refused).toBeGreaterThanOrEqual(15);
      expect(replies.filter((r) => r.ok).length).toBeLessThanOrEqual(12);
      // Another connection has its own budget.
      const d = await guest(limited.url);
      expect(await d.request('lobby:list', {})).toMatchObject({ ok: true });
      const closed = new Promise((resolve) => c.socket.once('disconnect', resolve));
      for (let i = 0; i < 40; i++) c.socket.emit('lobby:list', {});
      await closed;
      d.close();
    } finally {
      await limited.stop();
    }
  });
});
