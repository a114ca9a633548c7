/**
 * The wire: every message each client receives — players and a spectator — is recorded, and at
 * each step none may carry a card identity hidden from its reader: the def id or name of a card in
 * the opponent's hand, a facedown card or a deck, unless that card (that definition) is one he
 * could see now or ever saw (the engine records who saw each card in every event).
 */
import { canSee, cardDef, type GameState, type Viewer } from '@invasion/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, GameUpdate } from '../src/client.js';
import { registered, testServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.stop();
});

const mayKnow = (seen: number, v: Viewer) => (v === 'spectator' ? seen === 3 : (seen & (1 << v)) !== 0);

/** Definitions a reader has seen: in any event so far, and any card he may see now. */
class Known {
  private logIndex = 0;
  readonly defs = new Set<string>();
  constructor(readonly viewer: Viewer) {}
  update(state: GameState): void {
    const log = state.log ?? [];
    const walk = (v: unknown): void => {
      if (v === null || typeof v !== 'object') return;
      if (Array.isArray(v)) return v.forEach(walk);
      const o = v as Record<string, unknown>;
      if ('epoch' in o && 'seen' in o && 'def' in o) {
        if (mayKnow(o.seen as number, this.viewer)) this.defs.add(o.def as string);
        return;
      }
      Object.values(o).forEach(walk);
    };
    for (; this.logIndex < log.length; this.logIndex++) walk(log[this.logIndex]);
    for (const c of state.cards) if (canSee(c, this.viewer, state)) this.defs.add(c.def);
  }
  /** Definitions of cards hidden from the reader now that he never saw. */
  forbidden(state: GameState): Map<string, string> {
    const out = new Map<string, string>();
    for (const c of state.cards) if (!canSee(c, this.viewer, state) && !this.defs.has(c.def)) out.set(c.def, cardDef(c.def).name);
    return out;
  }
}

function leaks(messages: { event: string; payload: unknown }[], forbidden: Map<string, string>, knownNames: Set<string>): string[] {
  const found: string[] = [];
  for (const m of messages) {
    const text = JSON.stringify(m.payload);
    for (const [def, name] of forbidden) {
      if (text.includes(`"${def}"`)) found.push(`${m.event}: def ${def} (${name})`);
      // A name counts when it appears and is not part of a name the reader knows.
      else if (text.includes(name) && ![...knownNames].some((k) => k.includes(name))) found.push(`${m.event}: name ${name}`);
    }
  }
  return found;
}

async function playWatched(decks: [string, string], seed: number) {
  const a = await registered(server.url);
  const b = await registered(server.url);
  const s = await registered(server.url);
  const { gameId } = await a.call<{ gameId: string }>('lobby:create', { deck: decks[0] });
  await b.call('lobby:join', { gameId, deck: decks[1] });
  const room = server.lobby.rooms.get(gameId)!;
  await s.call('lobby:spectate', { gameId });
  const readers: [Client, Viewer][] = [[a, 0], [b, 1], [s, 'spectator']];
  const known = readers.map(([, v]) => new Known(v));
  const read = readers.map(() => 0);
  let rng = seed;
  const random = (n: number) => ((rng = (Math.imul(rng, 1103515245) + 12345) >>> 0) % n);
  let steps = 0;
  const problems: string[] = [];
  const check = () => {
    readers.forEach(([c], i) => {
      const k = known[i]!;
      k.update(room.state);
      const names = new Set([...k.defs].map((d) => cardDef(d).name));
      problems.push(...leaks(c.received.slice(read[i]), k.forbidden(room.state), names).map((p) => `step ${steps} ${String(k.viewer)}: ${p}`));
      read[i] = c.received.length;
    });
  };
  for (;;) {
    // Lockstep: every reader has received the update for the server's current state.
    const at = room.state.decisions;
    await Promise.all(readers.map(([c]) => (c.games.get(gameId)?.view.stateId === at ? null : c.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.view.stateId === at, 5000))));
    check();
    if (room.over) break;
    const mover = readers.find(([c]) => (c.games.get(gameId)?.view.options.length ?? 0) > 0);
    if (!mover) throw new Error('nobody can move');
    const v = mover[0].games.get(gameId)!.view;
    await mover[0].call('game:act', { gameId, key: v.options[random(v.options.length)]!.key, stateId: v.stateId });
    steps++;
  }
  for (const [c] of readers) c.close();
  return { steps, problems, messages: readers.map(([c]) => c.received.length) };
}

describe('no hidden identity on the wire', () => {
  it.each([
    [['dwarf', 'orc'], 7],
    [['chaos', 'empire'], 11],
  ] as [[string, string], number][])('%s: players and a spectator', async (decks, seed) => {
    const { steps, problems, messages } = await playWatched(decks, seed);
    expect(steps).toBeGreaterThan(50);
    expect(messages.every((n) => n > steps)).toBe(true);
    expect(problems).toEqual([]);
  });
});
