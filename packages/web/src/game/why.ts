/**
 * Why a card of the player's has no option now, as the terminal's `why` says it: the decisions he
 * could mean with it (play it into each zone, develop it, use its action) are checked by the server
 * (`game:why`, nothing applied) and each refusal is the engine's reason.
 */
import type { ClientCard, ClientDecision, ClientView } from '@invasion/engine';

const ZONES = ['kingdom', 'quest', 'battlefield'] as const;

export function whyCandidates(view: ClientView, c: ClientCard): { what: string; decision: ClientDecision }[] {
  const out: { what: string; decision: ClientDecision }[] = [];
  if (c.loc === 'hand' || c.loc === 'discard' || c.loc === 'deck') {
    if (c.type === 'Tactic' || c.type === 'Legend') out.push({ what: 'play it', decision: { type: 'play', card: c.id } });
    else for (const z of ZONES) out.push({ what: `play it into your ${z}`, decision: { type: 'play', card: c.id, zone: z } });
    if (c.loc === 'hand' && view.phase === 'capital') out.push({ what: 'develop it', decision: { type: 'develop', card: c.id, zone: 'kingdom' } });
  } else out.push({ what: 'use its action', decision: { type: 'use', card: c.id, ability: 'action' } });
  return out;
}

/** Drops the engine's "illegal play: " prefix. */
export const reasonText = (message: string): string => message.replace(/^illegal \w+: /, '');
