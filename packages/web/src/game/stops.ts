/**
 * Stops, as in the terminal (docs/terminal.md): the engine never asks a player who can only pass;
 * in the other action windows the client passes for him unless a stop applies. He is always asked
 * right after the opponent played a card or used an ability, and at every prompt that is not an
 * action window. The names and defaults are the terminal's, so a player finds the same behaviour.
 */
import type { ClientEvent, ClientOption, ClientView, PlayerId } from '@invasion/engine';
import { type StopName, windowStop } from '@invasion/engine/stops';

export { DEFAULT_STOPS, STOP_DESCRIPTIONS, STOP_NAMES, windowStop, type StopName } from '@invasion/engine/stops';

const ACTIONS = new Set(['cardPlayed', 'abilityUsed', 'developed', 'playedFree']);

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
