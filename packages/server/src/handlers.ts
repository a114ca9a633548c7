/**
 * What each inbound message does, once it has passed the rate limit and its zod schema. A handler
 * returns the reply's data or throws an error whose message the client is sent.
 */
import { randomInt } from 'node:crypto';
import { DraftError, type DraftDecision } from '@invasion/decks';
import { checkAct, DecisionError } from '@invasion/engine';
import type { Auth, PublicUser } from './auth.js';
import { LOBBY_ROOM, type Conn, type IO, userRoom } from './connection.js';
import type { Lobby } from './lobby.js';
import type { DraftTable } from './draft.js';
import { checkDeckForClient } from './decks.js';
import { ReplayCursor } from './replay.js';
import type { EventName, Payload } from './schemas.js';
import type { Storage } from './storage/types.js';
import type { Cluster } from './cluster.js';

export interface Ctx {
  /** The connection, when it is on this node (always, except for messages another node forwards). */
  conn?: Conn;
  socketId: string;
  io: IO;
  auth: Auth;
  lobby: Lobby;
  storage: Storage;
  cluster: Cluster;
}

export class ClientError extends Error {}

/** A draft's refusal (DraftError) is the client's error. */
async function draftCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof DraftError) throw new ClientError(e.message);
    throw e;
  }
}

/** The other person at a draft is sent his view after a change. */
function pushDraft(ctx: Ctx, table: DraftTable, by: number): void {
  for (const u of table.users()) if (u !== by) ctx.io.to(userRoom(u)).emit('draft:update', { draft: table.view(table.sideOf(u)!) });
}

const MAX_SAVED_DECKS = 100;

type Handler<E extends EventName> = (ctx: Ctx, p: Payload<E>, user: PublicUser) => unknown;
/** Handlers callable before logging in. */
type OpenHandler<E extends EventName> = (ctx: Ctx, p: Payload<E>) => unknown;

export const OPEN: { [E in EventName]?: OpenHandler<E> } = {
  'auth:register': async (ctx, p) => signedIn(ctx, await ctx.auth.register(p.name, p.password)),
  'auth:login': async (ctx, p) => signedIn(ctx, await ctx.auth.login(p.name, p.password)),
  'auth:guest': async (ctx) => signedIn(ctx, await ctx.auth.guest()),
  'auth:resume': async (ctx, p) => {
    const user = await ctx.auth.resume(p.token);
    if (!user) throw new ClientError('unknown or expired session');
    return signedIn(ctx, { token: p.token, user });
  },
};

/** A connection signs in: it joins the lobby, and takes back any seat its user holds. */
export async function signedIn(ctx: Ctx, s: { token: string; user: PublicUser }) {
  const { lobby } = ctx;
  const conn = ctx.conn!;
  if (conn.data.user) {
    if (conn.data.user.id === s.user.id) return { token: s.token, user: s.user };
    throw new ClientError('this connection is already signed in as someone else');
  }
  conn.data.user = s.user;
  await conn.join([LOBBY_ROOM, userRoom(s.user.id)]);
  lobby.presenceChanged();
  lobby.reclaim(conn.id, s.user.id);
  ctx.cluster.reclaim(conn.id, s.user.id);
  return { token: s.token, user: s.user, games: await lobby.allGames(), online: await lobby.onlineNames() };
}

export const SIGNED_IN: { [E in EventName]?: Handler<E> } = {
  'lobby:list': async (ctx) => ({ games: await ctx.lobby.allGames(), online: await ctx.lobby.onlineNames() }),
  'lobby:create': (ctx, p, user) => ctx.lobby.create(user, p),
  'lobby:join': (ctx, p, user) => ctx.lobby.join(user, p),
  'lobby:leave': (ctx, p, user) => (ctx.lobby.leave(user, p.gameId, ctx.socketId), {}),
  'lobby:spectate': async (ctx, p, user) => ({ update: await ctx.lobby.spectate(user, p, ctx.socketId) }),

  'deck:check': (_ctx, p) => checkDeckForClient(p.deck, p.format),
  'draft:start': async (ctx, p, user) => {
    const side = p.side === 'Destruction' ? 1 : p.side === 'Order' ? 0 : (randomInt(2) as 0 | 1);
    const table = await ctx.lobby.drafts.start(user, side, p.opponent);
    return { draft: table.view(side) };
  },
  'draft:join': async (ctx, p, user) => {
    const table = await draftCall(() => ctx.lobby.drafts.join(user, p.draftId));
    pushDraft(ctx, table, user.id);
    return { draft: table.view(table.sideOf(user.id)!) };
  },
  'draft:current': (ctx, _p, user) => {
    const table = ctx.lobby.drafts.get(user.id);
    return { draft: table ? table.view(table.sideOf(user.id)!) : null };
  },
  'draft:decide': async (ctx, p, user) => {
    const table = await draftCall(() => ctx.lobby.drafts.decide(user.id, p.decision as DraftDecision));
    if (!table) throw new ClientError('no draft: start one');
    pushDraft(ctx, table, user.id);
    return { draft: table.view(table.sideOf(user.id)!) };
  },
  'draft:leave': (ctx, _p, user) => {
    const table = ctx.lobby.drafts.end(user.id);
    for (const u of table?.users() ?? []) if (u !== user.id) ctx.io.to(userRoom(u)).emit('draft:update', { draft: null, notice: `${user.name} left the draft.` });
    return {};
  },
  'draft:play': async (ctx, _p, user) => {
    const table = ctx.lobby.drafts.get(user.id);
    if (!table?.state.done) throw new ClientError('the draft is not over');
    ctx.lobby.drafts.end(user.id);
    const decks = table.decks();
    if (table.againstBot) return ctx.lobby.startAgainstBot(user, `${user.name}'s draft`, table.sideOf(user.id) === 0 ? decks : [decks[1], decks[0]]);
    // Between two people: the game starts for both (each connection of each player is sent it).
    const seats = table.seats.map((s) => (s?.kind === 'user' ? { kind: 'user' as const, userId: s.userId, name: s.name } : null));
    if (!seats[0] || !seats[1]) throw new ClientError('the draft has no opponent');
    for (const u of table.users()) if (u !== user.id) ctx.io.to(userRoom(u)).emit('draft:update', { draft: null, notice: `${user.name} started the game with the drafted decks.` });
    return ctx.lobby.startWithDecks(`${seats[0].name} and ${seats[1].name}'s draft`, [seats[0], seats[1]], decks);
  },

  // Decks saved to the account (a guest's too, while his session lasts).
  'deck:list': async (ctx, _p, user) => ({ decks: await ctx.storage.listDecks(user.id) }),
  'deck:save': async (ctx, p, user) => {
    const decks = await ctx.storage.listDecks(user.id);
    if (decks.length >= MAX_SAVED_DECKS && !decks.some((d) => d.name === p.name)) throw new ClientError(`at most ${MAX_SAVED_DECKS} decks: delete one first`);
    await ctx.storage.saveDeck(user.id, p.name, p.text);
    return { decks: await ctx.storage.listDecks(user.id) };
  },
  'deck:delete': async (ctx, p, user) => {
    await ctx.storage.deleteDeck(user.id, p.name);
    return { decks: await ctx.storage.listDecks(user.id) };
  },

  'chat:lobby': (ctx, p, user) => {
    ctx.io.to(LOBBY_ROOM).emit('chat:lobby', { from: user.name, text: p.text, at: Date.now() });
    return {};
  },
  'chat:game': (ctx, p, user) => {
    const room = ctx.lobby.rooms.get(p.gameId);
    if (!room || !ctx.lobby.isIn(user, p.gameId, ctx.socketId)) throw new ClientError('you are not in this game');
    const msg = { gameId: p.gameId, from: user.name, text: p.text, at: Date.now() };
    for (const a of [0, 1, 'spectator'] as const) ctx.io.to(room.target(a)).emit('chat:game', msg);
    return {};
  },

  'game:act': async (ctx, p, user) => {
    const { room, seat } = ctx.lobby.seated(user, p.gameId);
    await room.submit(seat, p.key ?? p.decision, p.stateId);
    return { stateId: room.state.decisions };
  },
  'game:why': (ctx, p, user) => {
    const { room, seat } = ctx.lobby.seated(user, p.gameId);
    // checkAct applies nothing: each decision is only checked, its refusal's message is the reason.
    const reasons = p.decisions.map((d) => {
      try {
        checkAct(room.state, seat, d, p.stateId);
        return null;
      } catch (e) {
        if (e instanceof DecisionError) return e.message;
        throw e;
      }
    });
    return { reasons };
  },
  'game:resync': (ctx, p, user) => {
    const room = ctx.lobby.rooms.get(p.gameId);
    const seat = room?.seatOf(user.id);
    if (room && seat !== undefined) return { update: room.update(seat, true) };
    if (room && room.spectators.has(ctx.socketId)) return { update: room.update('spectator', true) };
    throw new ClientError('you are not in this game');
  },
  'game:concede': async (ctx, p, user) => {
    const { room, seat } = ctx.lobby.seated(user, p.gameId);
    await room.concede(seat);
    return {};
  },
  'game:undo': async (ctx, p, user) => {
    const { room, seat } = ctx.lobby.seated(user, p.gameId);
    return { undo: await room.requestUndo(seat, p.stateId) };
  },
  'game:undoAnswer': async (ctx, p, user) => {
    const { room, seat } = ctx.lobby.seated(user, p.gameId);
    await room.answerUndo(seat, p.accept);
    return {};
  },

  'replay:list': async (ctx) => ({ replays: await ctx.storage.listReplays(50) }),
  'replay:step': async (ctx, p, user) => {
    const conn = ctx.conn!;
    let cursor = conn.data.replay;
    if (!cursor || cursor.game.id !== p.gameId) {
      const loaded = await ctx.storage.loadGame(p.gameId);
      if (!loaded || loaded.game.status !== 'finished') throw new ClientError('no finished game has this id');
      cursor = conn.data.replay = new ReplayCursor(loaded.game, loaded.decisions);
    }
    const seats = cursor.game.seats;
    if (p.viewer !== 'spectator') {
      const holder = seats[p.viewer];
      if (holder.kind !== 'user' || holder.userId !== user.id) throw new ClientError('only the player who held this seat may replay from it');
    } else if (!cursor.game.options.spectators && !seats.some((s) => s.kind === 'user' && s.userId === user.id)) {
      throw new ClientError('this game did not allow spectators');
    }
    return cursor.at(p.viewer, p.step, p.all);
  },
};
