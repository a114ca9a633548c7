/** The Draft variant against the bot over sockets: start, decide until the draft is over (refusals change nothing), play the drafted decks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftView } from '../src/draft.js';
import { Client } from '../src/client.js';
import { guest, testServer, type TestServer } from './helpers.js';

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

