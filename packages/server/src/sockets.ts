/**
 * socket.io: each connection gets a token bucket, may sign in with its session token in the
 * handshake (`auth: { token }`), and every message goes through one gate — rate limit, known
 * event, zod schema, signed in when needed — before its handler. A refused message gets
 * `{ ok: false, error }` (in its ack, or as a `failure` event) and changes nothing.
 */
import { DecisionError } from '@invasion/engine';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { AuthError, type PublicUser } from './auth.js';
import { FORWARDED, type Reply } from './cluster.js';
import type { ServerOptions } from './config.js';
import type { Conn, IO } from './connection.js';
import { DeckRejected } from './decks.js';
import { ClientError, OPEN, SIGNED_IN, signedIn, type Ctx } from './handlers.js';
import { LobbyError } from './lobby.js';
import { TokenBucket } from './ratelimit.js';
import { RoomError } from './room.js';
import { describeZodError, isEventName, schemas } from './schemas.js';


const EXPECTED = [ClientError, AuthError, LobbyError, RoomError, DecisionError, DeckRejected];

export function wireSockets(io: IO, base: Omit<Ctx, 'conn' | 'socketId'>, opts: ServerOptions, log: Logger): void {
  const expected = (e: unknown) => EXPECTED.some((k) => e instanceof k);
  // A refused decision says which kind of refusal (stale, illegal, ...) beside its message.
  const failure = (e: unknown): Reply =>
    e instanceof DecisionError ? { ok: false, error: e.message, code: e.code } : { ok: false, error: expected(e) ? (e as Error).message : 'internal error' };
  base.cluster.listen(base.lobby, async (f) => {
    try {
      return { ok: true, ...((await run({ ...base, socketId: f.socketId }, f.event, f.payload, f.user)) as object) };
    } catch (e) {
      if (!expected(e)) log.error({ err: e, event: f.event }, 'forwarded handler failed');
      return failure(e);
    }
  });
  io.on('connection', (conn: Conn) => {
    conn.data.bucket = new TokenBucket(opts.rate.perSecond, opts.rate.burst);
    const ctx: Ctx = { ...base, conn, socketId: conn.id };
    // One message at a time per connection, in the order sent.
    let chain: Promise<unknown> = Promise.resolve();

    const token = (conn.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token.length <= 100) {
      chain = chain.then(async () => {
        const user = await base.auth.resume(token);
        if (user) conn.emit('auth:session', await signedIn(ctx, { token, user }));
        else conn.emit('failure', { ok: false, error: 'unknown or expired session' });
      });
    }

    conn.onAny((event: unknown, ...args: unknown[]) => {
      const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (r: Reply) => void) : undefined;
      const reply = (r: Reply) => (ack ? ack(r) : conn.emit('failure', r));
      if (!conn.data.bucket.take()) {
        reply({ ok: false, error: 'rate limited: slow down' });
        if (conn.data.bucket.strikes > opts.rate.strikes) {
          log.warn({ conn: conn.id }, 'disconnecting a connection that keeps flooding');
          conn.disconnect(true);
        }
        return;
      }
      chain = chain.then(async () => {
        try {
          const data = await dispatch(ctx, event, args[0]);
          if (ack) ack({ ok: true, ...(data as object) });
        } catch (e) {
          if (!expected(e)) log.error({ err: e, event }, 'handler failed');
          reply(failure(e));
        }
      });
    });

    conn.on('disconnect', () => {
      void chain.finally(() => {
        base.lobby.detach(conn.id);
        base.cluster.detach(conn.id);
        if (conn.data.user) {
          base.lobby.presenceChanged();
          void base.lobby.departed(conn.data.user.id).catch(() => undefined);
        }
      });
    });
  });
}

async function dispatch(ctx: Ctx, event: unknown, payload: unknown): Promise<unknown> {
  if (!isEventName(event)) throw new ClientError(`unknown message ${JSON.stringify(String(event).slice(0, 40))}`);
  const parsed = schemas[event].safeParse(payload ?? {});
  if (!parsed.success) throw new ClientError(`${event}: ${describeZodError(parsed.error)}`);
  const open = OPEN[event] as ((c: Ctx, p: unknown) => unknown) | undefined;
  if (open) return open(ctx, parsed.data);
  const user = ctx.conn?.data.user;
  if (!user) throw new ClientError('sign in first (auth:register, auth:login, auth:guest or auth:resume)');
  const gameId = (parsed.data as { gameId?: string }).gameId;
  if (FORWARDED.has(event) && gameId && !ctx.lobby.has(gameId)) {
    // Held by another node? It runs the message and answers.
    const r = await ctx.cluster.forward({ event, payload: parsed.data, socketId: ctx.socketId, user });
    if (r && !r.ok) throw new ClientError(r.error);
    if (r) return r;
  }
  return run(ctx, event, parsed.data, user);
}

/** Runs a signed-in message's handler (here, or for a connection on another node). */
async function run(ctx: Ctx, event: string, payload: unknown, user: PublicUser): Promise<unknown> {
  if (!isEventName(event)) throw new ClientError(`unknown message ${event}`);
  const parsed = schemas[event].safeParse(payload);
  if (!parsed.success) throw new ClientError(`${event}: ${describeZodError(parsed.error)}`);
  const handler = SIGNED_IN[event] as ((c: Ctx, p: unknown, u: PublicUser) => unknown) | undefined;
  if (!handler) throw new ClientError(`unknown message ${event}`);
  return handler(ctx, parsed.data, user);
}
