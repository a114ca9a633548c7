/**
 * Stops: the action windows in which a client asks its player rather than passing for him (the
 * engine already passes for a player who can only pass). One list for every client — the terminal
 * and the browser offer the same names, descriptions and defaults (docs/terminal.md#stops). Pure
 * functions of the view; imported by clients as '@invasion/engine/stops'.
 */
import type { PlayerId } from '../types.js';
import type { ClientView } from './clientTypes.js';

/** Stops of the player's own turn, then of the opponent's, then those about what is happening. */
export const STOP_NAMES = ['begin', 'kingdom', 'quest', 'capital', 'battlefield', 'combat', 'end', 'opp-begin', 'opp-kingdom', 'opp-quest', 'opp-capital', 'opp-battlefield', 'opp-end', 'attacked', 'chain'] as const;
export type StopName = (typeof STOP_NAMES)[number];

export const DEFAULT_STOPS: readonly StopName[] = ['capital', 'battlefield', 'combat', 'attacked', 'chain'];

export const STOP_DESCRIPTIONS: Record<StopName, string> = {
  begin: 'your turn: its beginning',
  kingdom: 'your kingdom phase',
  quest: 'your quest phase',
  capital: 'your capital phase',
  battlefield: 'your battlefield phase, before you declare an attack',
  combat: 'your attack, once it is declared',
  end: 'the end of your turn',
  'opp-begin': "the opponent's turn: its beginning",
  'opp-kingdom': "the opponent's kingdom phase",
  'opp-quest': "the opponent's quest phase",
  'opp-capital': "the opponent's capital phase",
  'opp-battlefield': "the opponent's battlefield phase, before he attacks",
  'opp-end': "the end of the opponent's turn",
  attacked: 'the opponent attacks you (every window of his combat)',
  chain: 'a chain is open (cards or abilities waiting to resolve)',
};

const PHASE_STOP: Record<string, string> = { beginTurn: 'begin', kingdom: 'kingdom', quest: 'quest', capital: 'capital', battlefield: 'battlefield', endTurn: 'end' };

/** The stop that covers this action window of the viewer's. */
export function windowStop(view: ClientView, me: PlayerId): StopName {
  const mine = view.active === me;
  // A combat in progress, in whatever phase (an effect may start one outside the battlefield phase: Wolves of the North).
  if (view.combat && view.combat.step !== 'done') return mine ? 'combat' : 'attacked';
  const base = PHASE_STOP[view.phase] ?? 'begin';
  return (mine ? base : `opp-${base}`) as StopName;
}
