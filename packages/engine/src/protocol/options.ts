/**
 * The deciding player's options as the protocol gives them: each legal decision in his ids, with a
 * stable key (derived from the decision itself, so a key always means what it says) and a label.
 */
import type { Decision, GameState } from '../types.js';
import type { ClientDecision, ClientOption, Viewer } from './clientTypes.js';
import { decisionFields, legalOptions } from './decisions.js';
import { instanceIdOf, viewIdOf } from './ids.js';
import { optionLabel } from './labels.js';

/** Decision fields that name a card (a number there is a card id; `target` may also be a zone name). */
export const CARD_FIELDS: ReadonlySet<string> = new Set(['card', 'target']);

/** A decision in the viewer's ids. */
export function toClientDecision(state: GameState, d: Decision, viewer: Viewer): ClientDecision {
  const out: ClientDecision = { type: d.type };
  const r = d as unknown as Record<string, string | number | undefined>;
  for (const f of decisionFields(d.type)) {
    const v = r[f];
    if (v === undefined) continue;
    out[f] = CARD_FIELDS.has(f) && typeof v === 'number' ? viewIdOf(state, v, viewer) : v;
  }
  return out;
}

/**
 * A client decision in instance ids, or a reason it names no card the player can refer to.
 * (Only the shape was checked before: values are untrusted.)
 */
export function fromClientDecision(state: GameState, d: ClientDecision, viewer: Viewer): Decision | string {
  const out: Record<string, string | number> = { type: d.type };
  for (const [f, v] of Object.entries(d)) {
    if (f === 'type') continue;
    if (CARD_FIELDS.has(f) && typeof v === 'number') {
      if (viewer === 'spectator') return 'a spectator makes no decisions';
      const id = instanceIdOf(state, v, viewer);
      if (id < 0) return `${f} ${v} is no card you can see`;
      out[f] = id;
    } else out[f] = v;
  }
  return out as unknown as Decision;
}

/** The stable key of a decision in the viewer's ids: its type and field values, in a fixed order. */
export function optionKey(d: ClientDecision): string {
  const parts: string[] = [d.type];
  for (const f of decisionFields(d.type as Decision['type'])) parts.push(d[f] === undefined ? '' : String(d[f]));
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts.join(':');
}

function groupOf(d: ClientDecision, key: string): string {
  switch (d.type) {
    case 'play':
    case 'develop':
      return `${d.type}:${d.card}`;
    case 'assign':
      return `assign:${d.target}`;
    case 'number':
      return 'number';
    default:
      return key;
  }
}

/** The viewer's options at the current prompt (none when it is not his). */
export function optionsFor(state: GameState, viewer: Viewer): ClientOption[] {
  if (!state.prompt || state.result || viewer !== state.prompt.player) return [];
  return legalOptions(state).map((d) => {
    const decision = toClientDecision(state, d, viewer);
    const key = optionKey(decision);
    const card = typeof decision.card === 'number' ? decision.card : d.type === 'target' && typeof decision.target === 'number' ? decision.target : d.type === 'assign' && typeof decision.target === 'number' ? decision.target : null;
    return { key, label: optionLabel(state, d, viewer), decision, card, group: groupOf(decision, key) };
  });
}
