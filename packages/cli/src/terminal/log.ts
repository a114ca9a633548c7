/**
 * The one place the terminal asks the engine for events: what a viewer may know happened since a
 * cursor (`eventsFor`), each as one English line (`renderEvent`). The engine records events when
 * the setup has `log: true` (the session forces it on).
 */
import { eventsFor, renderEvent, type ClientEvent, type GameState, type Phase, type PlayerId, type Viewer } from '@invasion/engine';

/** An event as the terminal shows it. */
export interface TermEvent {
  /** The engine's event type ('cardPlayed', 'passed' ...). */
  type: string;
  /** The player who did it, when the event names one. */
  player: PlayerId | null;
  /** One English line, as the viewer may know it. */
  text: string;
  turn: number;
  phase: Phase;
  /** The id of the card the event is about (`card` field), if any. */
  card: number | null;
}

function cardOf(ev: ClientEvent): number | null {
  const c = (ev as { card?: { id?: unknown } }).card;
  return c && typeof c.id === 'number' ? c.id : null;
}

function playerOf(ev: ClientEvent): PlayerId | null {
  const p = (ev as { player?: unknown }).player;
  return p === 0 || p === 1 ? p : null;
}

/** Events recorded after `from` as `viewer` may see them, and the cursor to continue from. */
export function eventsSince(state: GameState, viewer: Viewer, from: number): { events: TermEvent[]; next: number } {
  const r = eventsFor(state, viewer, from);
  return { events: r.events.map((ev) => ({ type: ev.type, player: playerOf(ev), text: renderEvent(ev), turn: ev.turn, phase: ev.phase, card: cardOf(ev) })), next: r.next };
}
