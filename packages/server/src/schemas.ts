/**
 * Every message a client may send, by socket.io event name, as a zod schema. A message whose
 * event is not listed, or whose payload does not parse, is refused with an error to its sender
 * and changes nothing. Objects are strict: an unknown field is an error too.
 */
import { z } from 'zod';
import { BOT_LEVELS } from './bots.js';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'an id');
const name = z.string().regex(/^[A-Za-z0-9_-]{3,20}$/, '3 to 20 letters, digits, _ or -');
const password = z.string().min(8).max(200);
const text = z.string().min(1).max(500);

/** A decision object as a client names it (docs/protocol.md); `act` checks it is a legal one. */
const decisionValue = z.union([z.number(), z.string().max(100), z.boolean(), z.null(), z.array(z.number()).max(100)]);
export const decisionSchema = z.object({ type: z.string().min(1).max(40) }).catchall(decisionValue);

export const VIEWER = z.union([z.literal(0), z.literal(1), z.literal('spectator')]);

export const schemas = {
  'auth:register': z.strictObject({ name, password }),
  'auth:login': z.strictObject({ name, password }),
  'auth:guest': z.strictObject({}),
  'auth:resume': z.strictObject({ token: z.string().min(10).max(100) }),

  'lobby:list': z.strictObject({}),
  'lobby:create': z.strictObject({
    name: z.string().min(1).max(60).optional(),
    /** A decklist (any format packages/decks reads) or a starter deck name. */
    deck: z.string().min(1).max(20_000),
    format: z.enum(['casual', 'tournament']).default('casual'),
    password: z.string().min(1).max(200).optional(),
    spectators: z.boolean().default(true),
    /** 'human': wait for a person; otherwise a bot level (bots.ts). */
    opponent: z.enum(['human', ...BOT_LEVELS]).default('human'),
    /** Thinking time per player, in seconds; whoever uses his up loses. Absent: no limit. */
    clockSeconds: z.number().int().min(1).max(10_800).optional(),
  }),
  'lobby:join': z.strictObject({ gameId: id, deck: z.string().min(1).max(20_000), password: z.string().max(200).optional() }),
  'lobby:leave': z.strictObject({ gameId: id }),
  /** The Draft variant against the bot or a person: start (as Order or Destruction), join one waiting, decide, play the drafted decks. */
  'draft:start': z.strictObject({ side: z.enum(['Order', 'Destruction']).optional(), opponent: z.enum(['bot', 'human']).default('bot') }),
  'draft:join': z.strictObject({ draftId: id }),
  'draft:decide': z.strictObject({
    decision: z.union([
      z.strictObject({ type: z.enum(['pick', 'counter']), cards: z.array(z.string().regex(/^[0-9A-Za-z-]{1,20}$/)).min(1).max(2) }),
      z.strictObject({ type: z.literal('reinforce'), card: z.string().regex(/^[0-9A-Za-z-]{1,20}$/) }),
    ]),
  }),
  'draft:play': z.strictObject({}),
  'draft:current': z.strictObject({}),
  'draft:leave': z.strictObject({}),
  'deck:list': z.strictObject({}),
  'deck:save': z.strictObject({ name: z.string().trim().min(1).max(60), text: z.string().min(1).max(20_000) }),
  'deck:delete': z.strictObject({ name: z.string().min(1).max(60) }),
  /** A deck being built: a decklist (an import) or a capital and catalogue ids. */
  'deck:check': z.strictObject({
    deck: z.union([z.string().min(1).max(20_000), z.strictObject({ capital: z.string().max(40).nullable(), cards: z.array(z.string().regex(/^[0-9A-Za-z-]{1,20}$/)).max(300) })]),
    format: z.enum(['casual', 'tournament']).default('tournament'),
  }),
  'lobby:spectate': z.strictObject({ gameId: id, password: z.string().max(200).optional() }),

  'chat:lobby': z.strictObject({ text }),
  'chat:game': z.strictObject({ gameId: id, text }),

  'game:act': z
    .strictObject({ gameId: id, stateId: z.number().int().min(0).max(1e9), key: z.string().min(1).max(200).optional(), decision: decisionSchema.optional() })
    .refine((m) => (m.key === undefined) !== (m.decision === undefined), 'exactly one of key and decision'),
  /** Would these decisions be legal now, and if not why (nothing is applied): a client explains a card that has no option. */
  'game:why': z.strictObject({ gameId: id, stateId: z.number().int().min(0).max(1e9), decisions: z.array(decisionSchema).min(1).max(8) }),
  'game:resync': z.strictObject({ gameId: id }),
  'game:concede': z.strictObject({ gameId: id }),
  /** `stateId`: take back the decision made at that state (and what followed) rather than the last one. */
  'game:undo': z.strictObject({ gameId: id, stateId: z.number().int().min(0).max(1e9).optional() }),
  'game:undoAnswer': z.strictObject({ gameId: id, accept: z.boolean() }),

  'replay:list': z.strictObject({}),
  /** `all`: the events from the start of the game rather than those of the last step (a client showing the whole log). */
  'replay:step': z.strictObject({ gameId: id, viewer: VIEWER, step: z.number().int().min(0).max(1e7), all: z.boolean().optional() }),
} as const;

export type EventName = keyof typeof schemas;
export type Payload<E extends EventName> = z.output<(typeof schemas)[E]>;

export const isEventName = (e: unknown): e is EventName => typeof e === 'string' && Object.hasOwn(schemas, e);

/** The first problem of a failed parse, briefly. */
export function describeZodError(err: z.ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'invalid message';
  const at = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${at}${issue.message}`.slice(0, 200);
}
