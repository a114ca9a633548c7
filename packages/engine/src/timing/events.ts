/**
 * Game events: things that happened, which may trigger constant and forced effects (Timing A).
 * Events are numbered, not string-typed; listeners are static code registered per event kind.
 * A listener looks at the event and queues PendingEffects; the flow loop turns the queue into a
 * triggers step that runs before anything else continues.
 */
import type { GameState, PendingEffect, PlayerId, ZoneName } from '../types.js';

export const EV = {
  enteredPlay: 0,
  leftPlay: 1,
  destroyed: 2,
  declaredAttacker: 3,
  declaredDefender: 4,
  dealtDamage: 5,
  combatDamageApplied: 6,
  attackResolved: 7,
  zoneAttacked: 8,
  beginTurn: 9,
  beginPhase: 10,
  endPhase: 11,
  endTurn: 12,
  healed: 13,
  corrupted: 14,
  ambushed: 15,
  /**
   * A card was played (put on the chain): a unit, support, quest, legend or attachment, a
   * development, or a tactic. `zone` is the zone it goes to (null for tactics and legends);
   * `amount` holds the PLAYED_* bits.
   */
  played: 16,
} as const;
/** `amount` bits of a `played` event: played as a development; played from its owner's hand. */
export const PLAYED_DEVELOPMENT = 1;
export const PLAYED_FROM_HAND = 2;
export type EventKind = (typeof EV)[keyof typeof EV];
const EVENT_KINDS = Object.keys(EV).length;

export interface GameEvent {
  kind: EventKind;
  /** The card the event is about, or -1. */
  card: number;
  /** The player the event is about (e.g. whose zone was attacked), or the active player. */
  player: PlayerId;
  amount: number;
  zone: ZoneName | null;
  /** For dealtDamage: whether it was combat damage. */
  combat: boolean;
}

export type Listener = (state: GameState, ev: GameEvent) => void;

const listeners: Listener[][] = Array.from({ length: EVENT_KINDS }, () => []);

export function onEvent(kind: EventKind, listener: Listener): void {
  listeners[kind]!.push(listener);
}

export function emit(
  state: GameState,
  kind: EventKind,
  card = -1,
  player: PlayerId = state.active,
  amount = 0,
  zone: ZoneName | null = null,
  combat = false,
): void {
  const ls = listeners[kind]!;
  if (ls.length === 0) return;
  const ev: GameEvent = { kind, card, player, amount, zone, combat };
  for (let i = 0; i < ls.length; i++) ls[i]!(state, ev);
}

export function queueEffect(state: GameState, p: PendingEffect): void {
  state.queued.push(p);
}
