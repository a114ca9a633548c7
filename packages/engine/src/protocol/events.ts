/**
 * The events a viewer receives: the recorded events (gameEvents.ts) with every card shown only as
 * he could see it when it happened — its name and instance id when he could, else where it was
 * (in a hand, in a deck, facedown) under the alias he knew it by then (protocol/ids.ts).
 */
import type { CardSeen, RecordedEvent } from '../gameEvents.js';
import { cardDef } from '../ruleset/registry.js';
import type { GameState, PlayerId } from '../types.js';
import type { Viewer } from './clientTypes.js';
import { aliasFor } from './ids.js';

/** A card in an event, as the viewer may know it. */
export interface ClientCardRef {
  /** Its instance id when the viewer could see it, else an alias (protocol/ids.ts). */
  id: number;
  owner: PlayerId;
  /** Only when the viewer could see what it was. */
  name?: string;
  def?: string;
  /** Where a card hidden from the viewer was. */
  hidden?: 'hand' | 'deck' | 'facedown';
}

/** Each CardSeen of an event becomes a ClientCardRef; everything else stays as it is. */
type Redacted<T> = T extends CardSeen
  ? ClientCardRef
  : T extends readonly (infer U)[]
    ? Redacted<U>[]
    : T extends object
      ? { [K in keyof T]: Redacted<T[K]> }
      : T;

/** An event as a viewer receives it (`type` names what happened; see docs/protocol.md). */
export type ClientEvent = Redacted<RecordedEvent>;

/**
 * Who reads: a player, a spectator (public cards only), or the referee's log — public cards named,
 * hidden ones described by place, with instance ids (tests, bug reports; never sent to a player).
 */
export type Reader = Viewer | 'referee';

function mayKnow(seen: number, reader: Reader): boolean {
  if (reader === 0 || reader === 1) return (seen & (1 << reader)) !== 0;
  return seen === 3;
}

function isCardSeen(v: object): v is CardSeen {
  return 'epoch' in v && 'seen' in v && 'def' in v;
}

function redact(state: GameState, v: unknown, reader: Reader): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => redact(state, x, reader));
  if (isCardSeen(v)) {
    if (mayKnow(v.seen, reader)) return { id: v.id, owner: v.owner, name: cardDef(v.def).name, def: v.def };
    const hidden = v.where === 'hand' ? 'hand' : v.where === 'deck' ? 'deck' : 'facedown';
    return { id: reader === 'referee' ? v.id : aliasFor(state.secret, v.id, v.epoch), owner: v.owner, hidden };
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = redact(state, x, reader);
  return out;
}

/** The events recorded since index `from` (0: the whole game), as `reader` may see them; `next` is where to continue. */
export function eventsFor(state: GameState, reader: Reader, from = 0): { events: ClientEvent[]; next: number } {
  const log = state.log ?? [];
  const start = Number.isSafeInteger(from) && from > 0 ? Math.min(from, log.length) : 0;
  const events: ClientEvent[] = [];
  for (let i = start; i < log.length; i++) events.push(redact(state, log[i], reader) as ClientEvent);
  return { events, next: log.length };
}
