/**
 * Stops, as in the terminal (docs/terminal.md): the engine never asks a player who can only pass;
 * in the other action windows the client passes for him unless a stop applies. He is always asked
 * right after the opponent played a card or used an ability, and at every prompt that is not an
 * action window. The names and defaults are the terminal's, so a player finds the same behaviour.
 */
import type { ClientEvent, ClientOption, ClientView, PlayerId } from '@invasion/engine';

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
const ACTIONS = new Set(['cardPlayed', 'abilityUsed', 'developed', 'playedFree']);

/** The stop that covers this action window of the viewer's. */
export function windowStop(view: ClientView, me: PlayerId): StopName {
  const mine = view.active === me;
  // A combat in progress, in whatever phase (an effect may start one outside the battlefield phase: Wolves of the North).
  if (view.combat && view.combat.step !== 'done') return mine ? 'combat' : 'attacked';
  const base = PHASE_STOP[view.phase] ?? 'begin';
  return (mine ? base : `opp-${base}`) as StopName;
}

/** The chain's shape, to tell a new link of the opponent's from one already seen. */
export const chainSignature = (view: ClientView): string => view.chain.map((l) => `${l.player}:${l.card.id}:${l.cancelled}`).join('|');

/** Whether the opponent played a card or used an ability since the player last looked (events since then). */
export function opponentActed(view: ClientView, me: PlayerId, news: readonly ClientEvent[], lastChain: string): boolean {
  const opp = me === 0 ? 1 : 0;
  if (news.some((e) => ACTIONS.has(e.type) && (e as { player?: unknown }).player === opp && e.turn === view.turn && e.phase === view.phase)) return true;
  const top = view.chain[view.chain.length - 1];
  return top !== undefined && top.player === opp && chainSignature(view) !== lastChain;
}

/** The pass to send for the player, and where, or null when he is asked. */
export function autoPass(view: ClientView, me: PlayerId, acted: boolean, stops: ReadonlySet<StopName>): { pass: ClientOption; where: StopName } | null {
  const pass = view.options.find((o) => o.decision.type === 'pass');
  if (view.prompt?.kind !== 'action' || !pass || acted) return null;
  if (view.chain.length > 0 && stops.has('chain')) return null;
  const where = windowStop(view, me);
  return stops.has(where) ? null : { pass, where };
}
