/** The Draft variant against the bot over sockets: start, decide until the draft is over (refusals change nothing), play the drafted decks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftView } from '../src/draft.js';
import { Client } from '../src/client.js';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../src/index.js';
import { guest, TEST_OPTIONS, tempDir, testServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('draft against the bot', () => {
  it('picks and counter-drafts to the end, then the drafted decks are played', async () => {
    const me = await guest(server.url);
    expect(await me.request('draft:decide', { decision: { type: 'pick', cards: ['01001'] } })).toMatchObject({ ok: false, error: /no draft/ });
    let { draft } = await me.call<{ draft: DraftView }>('draft:start', { side: 'Order' });
    expect(draft.side).toBe('Order');
    expect(draft.prompt).toMatchObject({ kind: 'pick', count: 2 });
    expect(draft.pack.length).toBe(15);
    // A card not in the pack is refused; nothing changes.
    expect(await me.request('draft:decide', { decision: { type: 'pick', cards: ['09999', '09998'] } })).toMatchObject({ ok: false });
    expect(await me.request('draft:play', {})).toMatchObject({ ok: false, error: /not over/ });
    for (let n = 0; n < 200 && !draft.done; n++) {
      const p = draft.prompt!;
      const tries: unknown[] =
        p.kind === 'reinforce' ? p.cards.map((card) => ({ type: 'reinforce', card })) : p.kind === 'counter' ? [{ type: 'counter', cards: draft.opponentPack!.slice(0, 1) }] : [{ type: 'pick', cards: draft.pack.slice(0, p.count) }];
      let done = false;
      for (const decision of tries) {
        const r = await me.request('draft:decide', { decision });
        if (r.ok) {
          draft = r.draft as DraftView;
          done = true;
          break;
        }
      }
      expect(done).toBe(true);
    }
    expect(draft.done).toBe(true);
    // Another connection of the same player takes the draft back.
    const again = await Client.open(server.url, { token: me.token! });
    await again.waitFor('auth:session', () => true, 5000, true);
    expect((await again.call<{ draft: DraftView | null }>('draft:current', {})).draft?.deck).toEqual(draft.deck);
    again.close();
    expect(draft.deck.length).toBeGreaterThan(30);
    const started = me.waitFor('game:update', () => true, 10_000);
    const { gameId } = await me.call<{ gameId: string }>('draft:play', {});
    const update = (await started) as { gameId: string; viewer: number; view: { players: { capital: string }[] } };
    expect(update.gameId).toBe(gameId);
    expect(update.view.players[0]!.capital).toBe(draft.capital);
    me.close();
  });
});

describe('draft:leave', () => {
  it('ends the draft', async () => {
    const me = await guest(server.url);
    await me.call('draft:start', {});
    expect((await me.call<{ draft: unknown }>('draft:current', {})).draft).not.toBeNull();
    await me.call('draft:leave', {});
    expect((await me.call<{ draft: unknown }>('draft:current', {})).draft).toBeNull();
    me.close();
  });
});


/** One decision for whoever is asked: the first legal choice, in order (a refused one moves on). */
async function decideFirst(c: Client, draft: DraftView): Promise<DraftView> {
  const p = draft.prompt!;
  const tries: unknown[] = p.kind === 'reinforce' ? p.cards.map((card) => ({ type: 'reinforce', card })) : p.kind === 'counter' ? draft.opponentPack!.map((card) => ({ type: 'counter', cards: [card] })) : [{ type: 'pick', cards: draft.pack.slice(0, p.count) }, ...draft.pack.map((card, i) => ({ type: 'pick', cards: [card, ...draft.pack.filter((_, j) => j !== i)].slice(0, p.count) }))];
  for (const decision of tries) {
    const r = await c.request('draft:decide', { decision });
    if (r.ok) return r.draft as DraftView;
  }
  throw new Error(`no legal ${p.kind}`);
}

describe('draft between two people', () => {
  it('waits in the lobby, is joined, each decides in turn (the other is sent each change), survives a reconnect, then the drafted decks are played by both', async () => {
    const [ann, ben] = await Promise.all([guest(server.url), guest(server.url)]);
    const listed = ben.waitFor<{ games: { id: string; kind?: string; status: string }[] }>('lobby:games', (g) => g.games.some((x) => x.kind === 'draft'));
    const { draft: waiting } = await ann.call<{ draft: DraftView }>('draft:start', { side: 'Order', opponent: 'human' });
    expect(waiting).toMatchObject({ side: 'Order', opponent: null, prompt: null });
    expect(await ann.request('draft:decide', { decision: { type: 'pick', cards: waiting.pack.slice(0, 2) } })).toMatchObject({ ok: false, error: /waits for an opponent/ });
    const row = (await listed).games.find((x) => x.kind === 'draft')!;
    expect(row).toMatchObject({ id: waiting.id, status: 'open' });
    expect(await ann.request('draft:join', { draftId: waiting.id })).toMatchObject({ ok: false, error: /your own/ });
    const annSees = ann.waitFor<{ draft: DraftView }>('draft:update', (u) => u.draft?.opponent !== null);
    const { draft: benView } = await ben.call<{ draft: DraftView }>('draft:join', { draftId: waiting.id });
    expect(benView.side).toBe('Destruction');
    const annView = (await annSees).draft;
    expect(annView.prompt).toMatchObject({ kind: 'pick', count: 2 });
    expect(benView.prompt).toBeNull(); // Order first
    // Whoever is asked decides; the other is sent his view.
    let views: [DraftView, DraftView] = [annView, benView];
    let clients: [Client, Client] = [ann, ben];
    for (let n = 0; n < 400 && !views[0].done; n++) {
      if (n === 10) {
        // Ben's connection drops; a new one takes his draft back.
        ben.close();
        const again = await Client.open(server.url, { token: ben.token! });
        await again.waitFor('auth:session', () => true, 5000, true);
        const back = (await again.call<{ draft: DraftView | null }>('draft:current', {})).draft!;
        expect(back.deck).toEqual(views[1].deck);
        clients = [ann, again];
        views = [views[0], back];
      }
      const i = views[0].prompt ? 0 : 1;
      expect(views[i].prompt).not.toBeNull();
      const other = clients[1 - i]!.waitFor<{ draft: DraftView }>('draft:update');
      views[i] = await decideFirst(clients[i]!, views[i]);
      views[1 - i] = (await other).draft;
    }
    expect(views[0].done && views[1].done).toBe(true);
    expect(views[0].opponentDeckSize).toBe(views[1].deck.length);
    // Ann starts the game: both are sent it, with their drafted decks.
    const benGame = clients[1].waitFor<{ gameId: string; viewer: number; view: { players: { capital: string }[] } }>('game:update');
    const benLeft = clients[1].waitFor<{ draft: null }>('draft:update', (u) => u.draft === null);
    const { gameId } = await ann.call<{ gameId: string }>('draft:play', {});
    const [g] = await Promise.all([benGame, benLeft]);
    expect(g).toMatchObject({ gameId, viewer: 1 });
    expect(g.view.players[0]!.capital).toBe(views[0].capital);
    expect(g.view.players[1]!.capital).toBe(views[1].capital);
    expect((await clients[1].call<{ draft: unknown }>('draft:current', {})).draft).toBeNull();
    ann.close();
    clients[1].close();
  });
});

describe('drafts across a restart', () => {
  it('a draft against the bot and a draft between two people are taken back where they were, and go on', async () => {
    const dir = tempDir();
    const db = join(dir, 'drafts.db');
    try {
      const first = await startServer({ ...TEST_OPTIONS, db });
      const [solo, ann, ben] = await Promise.all([guest(first.url), guest(first.url), guest(first.url)]);
      let { draft: mine } = await solo.call<{ draft: DraftView }>('draft:start', { side: 'Order' });
      mine = await decideFirst(solo, mine);
      mine = await decideFirst(solo, mine);
      const { draft: waiting } = await ann.call<{ draft: DraftView }>('draft:start', { side: 'Destruction', opponent: 'human' });
      let { draft: benView } = await ben.call<{ draft: DraftView }>('draft:join', { draftId: waiting.id });
      // Order (Ben) first; a Reinforcements card among his picks keeps the turn his for a while.
      benView = await decideFirst(ben, benView);
      for (let i = 0; i < 5 && benView.prompt; i++) benView = await decideFirst(ben, benView);
      expect(benView.prompt).toBeNull();
      const annBefore = (await ann.call<{ draft: DraftView }>('draft:current', {})).draft;
      const tokens = [solo.token!, ann.token!, ben.token!];
      for (const c of [solo, ann, ben]) c.close();
      await first.close();

      const second = await startServer({ ...TEST_OPTIONS, db });
      const [solo2, ann2, ben2] = await Promise.all(
        tokens.map(async (token) => {
          const c = await Client.open(second.url, { token });
          await c.waitFor('auth:session', () => true, 5000, true);
          return c;
        }),
      );
      const back = (await solo2.call<{ draft: DraftView }>('draft:current', {})).draft;
      expect(back).toEqual(mine);
      await decideFirst(solo2, back); // and it goes on
      expect((await ben2.call<{ draft: DraftView }>('draft:current', {})).draft).toEqual(benView);
      const annBack = (await ann2.call<{ draft: DraftView }>('draft:current', {})).draft;
      expect(annBack).toEqual(annBefore);
      // Ann decides until it is Ben's turn (by what she drafted, her turn may go on: each change is sent to Ben, without a prompt for him).
      const benSees = ben2.waitFor<{ draft: DraftView }>('draft:update', (u) => u.draft?.prompt != null);
      let annNow = await decideFirst(ann2, annBack);
      for (let i = 0; i < 5 && annNow.prompt; i++) annNow = await decideFirst(ann2, annNow);
      expect(annNow.prompt).toBeNull();
      expect((await benSees).draft.prompt).not.toBeNull();
      // Left: gone, after a restart too.
      await solo2.call('draft:leave', {});
      for (const c of [solo2, ann2, ben2]) c.close();
      await second.close();
      const third = await startServer({ ...TEST_OPTIONS, db });
      const solo3 = await Client.open(third.url, { token: tokens[0]! });
      await solo3.waitFor('auth:session', () => true, 5000, true);
      expect((await solo3.call<{ draft: unknown }>('draft:current', {})).draft).toBeNull();
      solo3.close();
      await third.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
