/** The terminal's commands that only look or set: help, which card is meant, `why <card>`, stops. */
import type { ClientCard, ClientDecision, ClientView, PlayerId } from '@invasion/engine';
import { findCard, nameOf, placeOf, ZONE_ORDER, type CardRef } from './cards.js';
import { clip, wrap } from './format.js';
import type { MenuEntry } from './menu.js';
import type { GameSession } from './session.js';
import { parseStopName, type Stops } from './stops.js';

export const HELP: readonly string[] = [
  'At a prompt:',
  '  N            choose entry N (a card entry opens its options: then N, p k, d q ...)',
  '  N M          entry N, then its option M, in one go',
  '  Enter / 0    pass (asks first before ending your capital phase or skipping an attack)',
  '  p N k|q|b    play card N into your kingdom, quest or battlefield (p N: its options)',
  '  d N k|q|b    develop card N facedown in that zone',
  '  info X       a card: X is a menu number, #id, or a name (any card of the game)',
  '  why X        why card X (in your hand or in play) has no option now',
  '  b            the whole board          m     the menu again',
  '  log          the last events',
  '  undo         back to your previous decision',
  '  stops        where the game asks you; stop NAME / nostop NAME to change (opp NAME',
  "               for the opponent's turn, all for every stop)",
  '  save FILE    save a copy of the game  scenario FILE  export the board (bug reports)',
  '  ?            this help                q     quit (the game stays saved)',
  'Status lines: K/Q/B = kingdom/quest/battlefield: hit points left/total, p power,',
  'u units. Numbers change with each prompt: a number typed before the prompt changed',
  'is not used.',
];

/** Drops the engine's "illegal play: " prefix. */
function reason(message: string): string {
  return message.replace(/^illegal \w+: /, '');
}

/** Decisions the player could mean with a card: play it (into each zone), develop it, use it. */
function candidates(view: ClientView, c: ClientCard): { what: string; d: ClientDecision }[] {
  const out: { what: string; d: ClientDecision }[] = [];
  if (c.loc === 'hand' || c.loc === 'discard' || c.loc === 'deck') {
    if (c.type === 'Tactic' || c.type === 'Legend') out.push({ what: 'play', d: { type: 'play', card: c.id } });
    else for (const z of ZONE_ORDER) out.push({ what: `play into your ${z}`, d: { type: 'play', card: c.id, zone: z } });
    if (c.loc === 'hand' && view.phase === 'capital') out.push({ what: 'develop', d: { type: 'develop', card: c.id, zone: 'kingdom' } });
  } else out.push({ what: 'use its action', d: { type: 'use', card: c.id, ability: 'action' } });
  return out;
}

/**
 * Why a card of the player's has no option (or not the one he wants) now: what it can do, then the
 * engine's reason for each thing it cannot — tried on a copy of the game, never on the game.
 */
export function whyLines(session: GameSession, view: ClientView, me: PlayerId, c: ClientCard): string[] {
  const name = `${nameOf(c)} (${placeOf(c, me)})`;
  if (c.controller !== me && c.owner !== me) return [`${nameOf(c)} is not yours: only your own cards' options can be explained.`];
  if (!view.prompt || view.prompt.player !== me) return ['It is not your decision now.'];
  const options = view.options.filter((o) => o.card === c.id);
  const lines = options.length ? [`${name} can now:`, ...options.slice(0, 4).map((o) => clip(`  ${o.label}`)), ...(options.length > 4 ? [`  … and ${options.length - 4} more`] : [])] : [];
  if (view.prompt.kind !== 'action') return [...lines, clip(`Not an action window (${view.prompt.title}): cards are played and used in action windows.`)];
  const refused = candidates(view, c)
    .map(({ what, d }) => ({ what, why: session.explain(me, d) }))
    .filter((r): r is { what: string; why: string } => r.why !== null);
  if (refused.length === 0) return lines.length ? lines : [`${name}: nothing to explain.`];
  const distinct = [...new Set(refused.map((r) => reason(r.why)))];
  if (distinct.length === 1) return [...lines, ...wrap(`cannot ${refused.map((r) => r.what).join(', ')}: ${distinct[0]}`, options.length ? '' : `${name} `, '  ')];
  return [...lines, `${name} cannot:`, ...refused.map((r) => clip(`  ${r.what}: ${reason(r.why)}`))];
}

/** The card meant by `info X` / `why X`: a number of the menu on screen, nothing (the card of the second step), else a name or #id. */
export function cardRef(view: ClientView, entries: readonly MenuEntry[], current: ClientCard | null, arg: string, catalogue: boolean): CardRef {
  const a = arg.trim();
  if (a === '' && current) return { kind: 'view', card: current };
  if (/^\d+$/.test(a)) {
    const card = entries[Number(a) - 1]?.card;
    return card ? { kind: 'view', card } : { kind: 'none', message: `Entry ${a} is not about a card.` };
  }
  return findCard(view, a, catalogue);
}

/** `stop NAME` / `nostop NAME` (`all` for every stop): what to tell the player. */
export function stopCommand(stops: Stops, arg: string, on: boolean): { changed: boolean; message: string } {
  const a = arg.trim().toLowerCase();
  const name = a === 'all' ? 'all' : parseStopName(a);
  if (!name) return { changed: false, message: `Unknown stop '${arg}'. Type stops to see them.` };
  stops.set(name, on);
  return { changed: true, message: `${on ? 'Stop' : 'No stop'}: ${name}. Stops now: ${stops.list().join(', ') || 'none'}.` };
}
