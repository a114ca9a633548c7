/**
 * Recording what happens (gameEvents.ts), when recording is on (`state.log`; off in simulations).
 * Callers build events only behind a `state.log` check. Cards in events are snapshots: `seen`
 * says who could know what the card was at that moment (rules: hidden information).
 */
import type { CardSeen, GameEvent, RecordedEvent, SectionRef, Source } from './gameEvents.js';
import type { AbilityUse, GameState, PlayerId, ZoneName } from './types.js';
import { cardDef } from './ruleset/registry.js';

const defName = (def: string): string => cardDef(def).name;

export function record(state: GameState, ev: GameEvent): void {
  state.log?.push({ ...ev, turn: state.turn, phase: state.phase, decision: state.decisions } as RecordedEvent);
}

const BOTH = 3;

/**
 * Who may know what card `id` is right now: bit p for player p (faceup and public cards: both). The
 * rule of hidden information, read by views (protocol/visibility.ts) and events alike: what the
 * card's place shows (his own hand and facedown cards to a player, public places to both), and what
 * each player knows of it beyond that (`state.known`: revealed, looked at, seen going there).
 * Without `memory`, only what the card's place and a reveal in progress show.
 */
export function seenBits(state: GameState, id: number, memory = true): number {
  const c = state.cards[id]!;
  if (state.revealed.length > 0 && state.revealed.includes(id)) return BOTH;
  const known = memory ? (state.known[id] ?? 0) : 0;
  switch (c.loc) {
    case 'deck':
      return known;
    case 'hand':
      return known | (1 << c.owner);
    case 'discard':
    case 'removed':
      return BOTH;
    default:
      return c.faceDown ? known | (1 << c.owner) : BOTH;
  }
}

/** A snapshot of card `id` for an event. */
export function seen(state: GameState, id: number): CardSeen {
  const c = state.cards[id]!;
  const where = c.loc === 'hand' ? 'hand' : c.loc === 'deck' ? 'deck' : c.loc === 'discard' || c.loc === 'removed' ? 'pile' : 'play';
  return { id, def: c.def, owner: c.owner, where, seen: seenBits(state, id), epoch: c.epoch };
}

/** A snapshot, or null for no card (-1). */
export function seenOrNull(state: GameState, id: number): CardSeen | null {
  return id >= 0 ? seen(state, id) : null;
}

/** Whose an ability is: its card, a capital board, or the rules. */
export function sourceOf(state: GameState, use: AbilityUse): Source {
  if (use.source >= 0) return { card: seen(state, use.source) };
  return use.def.startsWith('capital:') ? { capital: use.player } : { rules: true };
}

export function section(player: PlayerId, zone: ZoneName): SectionRef {
  return { player, zone };
}

/** Whether every player may know what card `id` is right now (names in errors and notes). */
export function isPublic(state: GameState, id: number): boolean {
  return state.cards[id] !== undefined && seenBits(state, id) === BOTH;
}

/** "P1", "P2": how results and rule messages name players. */
export function playerName(p: number): string {
  return `P${p + 1}`;
}

/**
 * "Mountain Brigade#12" for rule messages and errors: a card's name and instance id, or — when not
 * every player may know it — only where it is ("a facedown card#12"), never what it is.
 */
export function nameOf(state: GameState, id: number): string {
  const c = state.cards[id];
  if (!c) return `#${id}`;
  if (isPublic(state, id)) return `${defName(c.def)}#${id}`;
  if (c.loc === 'hand') return `a card in P${c.owner + 1}'s hand#${id}`;
  if (c.loc === 'deck') return `a card of P${c.owner + 1}'s deck#${id}`;
  return `a facedown card#${id}`;
}
