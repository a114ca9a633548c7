/**
 * What happened since the player last looked, made short enough for the screen: passes are left
 * out, "enters play" after "plays" (and "leaves play" after "is destroyed") of the same card merge
 * into one line, the terminal's own auto-passes become one dim line at the end, and when there is
 * still too much, routine lines (resources, draws, resolving) go first, then the oldest.
 */
import type { Viewer } from '@invasion/engine';
import { clip, pc } from './format.js';
import type { TermEvent } from './log.js';

/** The terminal passed for the player at this stop. */
export interface AutoPass {
  type: 'autopass';
  where: string;
}

export type NewsItem = TermEvent | AutoPass;

/** Routine events dropped first when the screen is short. */
const ROUTINE = new Set(['resourcesCollected', 'cardsDrawn', 'resolves', 'paidFromPool', 'shuffled', 'combatDamageToAssign', 'damageAssigned', 'discardPlaced', 'chose']);

/** Follow-ups that repeat the line before them about the same card. */
const FOLLOWS: Record<string, readonly string[]> = { enteredPlay: ['cardPlayed', 'playedFree'], leftPlay: ['destroyed', 'sacrificed'] };

interface Line {
  text: string;
  routine: boolean;
}

function colour(e: TermEvent, me: Viewer): string {
  const line = clip(`  ${e.text}`);
  if (e.type === 'turnBegins') return pc.bold(line);
  if (e.player !== null && e.player === me) return pc.green(line);
  if (e.player !== null) return pc.yellow(line);
  return line;
}

/** The events as screen lines (no limit). */
function lines(items: readonly NewsItem[], me: Viewer): Line[] {
  const out: Line[] = [];
  let prev: TermEvent | null = null;
  for (const item of items) {
    if (item.type === 'autopass') continue;
    const e = item as TermEvent;
    if (e.type === 'passed') continue;
    const follows = FOLLOWS[e.type];
    const merge = follows && prev && follows.includes(prev.type) && prev.card !== null && prev.card === e.card;
    prev = e;
    if (merge) continue;
    out.push({ text: colour(e, me), routine: ROUTINE.has(e.type) });
  }
  return out;
}

/** "capital ×3, quest": where the terminal passed for the player. */
function passesLine(items: readonly NewsItem[]): string | null {
  const counts = new Map<string, number>();
  for (const i of items) if (i.type === 'autopass') counts.set((i as AutoPass).where, (counts.get((i as AutoPass).where) ?? 0) + 1);
  if (counts.size === 0) return null;
  const where = [...counts].map(([w, n]) => (n > 1 ? `${w} ×${n}` : w)).join(', ');
  return pc.dim(clip(`  · passed for you at: ${where} (no stop there: see stops)`));
}

/** At most `max` lines (auto-passes last, on one line): routine lines go first, then the oldest. */
export function newsLines(items: readonly NewsItem[], me: Viewer, max: number): string[] {
  const passes = passesLine(items);
  const room = passes ? max - 1 : max;
  let all = lines(items, me);
  const tail = passes ? [passes] : [];
  if (all.length <= room) return [...all.map((l) => l.text), ...tail];
  const routine = all.filter((l) => l.routine).length;
  let drop = all.length - room + 1;
  const dropped = drop;
  if (routine > 0) {
    const r = Math.min(drop, routine);
    let left = r;
    all = all.filter((l) => !(l.routine && left-- > 0));
    drop -= r;
  }
  if (drop > 0) all = all.slice(drop);
  return [pc.dim(`  … ${dropped} more line${dropped > 1 ? 's' : ''}: type log to see everything`), ...all.map((l) => l.text), ...tail];
}
