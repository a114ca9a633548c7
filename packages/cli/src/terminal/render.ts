/**
 * The compact screen of a prompt, made to fit 80×24 with what happened above it: a status line per
 * player, the chain and the combat, the question, the numbered menu (card text under entries when
 * there is room) and a one-line hint.
 */
import type { ClientPlayer, ClientView, PlayerId } from '@invasion/engine';
import { chainLines, combatLines } from './board.js';
import { ZONE_ORDER } from './cards.js';
import { clip, pc, phaseOf, WIDTH } from './format.js';
import type { Menu, MenuEntry } from './menu.js';

function statusLine(view: ClientView, pl: ClientPlayer): string {
  const who = view.viewer === 'spectator' ? `P${pl.id + 1}` : pl.id === view.viewer ? 'You' : 'Opp';
  const zones = ZONE_ORDER.map((z) => {
    const s = pl.zones[z];
    const units = s.cards.filter((c) => c.hitPoints !== undefined && c.loc !== 'hand').length;
    const hp = s.burning ? 'BURNT' : `${s.remaining}/${s.hitPoints}`;
    return `${z[0]!.toUpperCase()} ${hp} p${s.power} u${units}`;
  });
  return clip(`${who.padEnd(3)} ${String(pl.resources).padStart(2)} res · hand ${pl.handCount} · deck ${pl.deckCount} │ ${zones.join(' │ ')}`);
}

/** Turn and phase, then both players (the opponent first). */
export function statusLines(view: ClientView): string[] {
  const me: PlayerId = view.viewer === 1 ? 1 : 0;
  const head = `── Turn ${view.turn} · ${phaseOf(view.active, view.phase, view.viewer)} `;
  return [pc.dim(head + '─'.repeat(Math.max(0, WIDTH - 1 - head.length))), statusLine(view, view.players[me === 0 ? 1 : 0]), statusLine(view, view.players[me])];
}

function textLine(e: MenuEntry): string | null {
  const t = e.card?.text;
  return t ? pc.dim(clip(`       ${t}`)) : null;
}

/** Menus longer than this show in two columns (labels cut short: `info N` tells the rest). */
const ONE_COLUMN = 12;

/** The numbered entries, then pass as 0; card text under the first entries while `textRoom` lines remain. */
export function menuLines(entries: readonly MenuEntry[], passLabel: string | null, textRoom = 0): string[] {
  const lines: string[] = [];
  if (entries.length > ONE_COLUMN) {
    const half = Math.ceil(entries.length / 2);
    const cell = (e: MenuEntry | undefined, w: number) => (e ? `${pc.bold(String(e.n).padStart(2))} ${clip(e.label, w - 4).padEnd(w - 3)}` : '');
    for (let i = 0; i < half; i++) lines.push(`  ${cell(entries[i], 39)}${cell(entries[i + half], 39)}`.trimEnd());
  } else {
    let room = textRoom;
    for (const e of entries) {
      lines.push(`  ${pc.bold(String(e.n).padStart(2))} ${clip(e.label, WIDTH - 6)}`);
      const t = room > 0 ? textLine(e) : null;
      if (t) {
        lines.push(t);
        room--;
      }
    }
  }
  if (passLabel) lines.push(`  ${pc.bold(' 0')} ${clip(passLabel, WIDTH - 15)}  ${pc.dim('[Enter]')}`);
  return lines;
}

/** What pass means at this prompt, in words for entry 0. */
export function passLabel(view: ClientView, label: string): string {
  const p = view.prompt;
  if (p?.kind === 'action' && view.phase === 'capital' && view.active === view.viewer && view.chain.length === 0 && !view.combat) return 'Pass — end your capital phase';
  return label;
}

/** The question and the menu (the prompt's title first, with the chain and combat above it). */
export function promptLines(view: ClientView, menu: Menu, textRoom = 0): string[] {
  const title = view.prompt?.title ?? '';
  return [...chainLines(view), ...combatLines(view), pc.bold(pc.cyan(clip(title))), ...menuLines(menu.entries, menu.pass ? passLabel(view, menu.pass.label) : null, textRoom)];
}

export const HINT = pc.dim('N choose · p N k: play into kingdom · d N q: develop · info N · why N · b · ?');
export const CARD_HINT = pc.dim('N choose · p k / p q / p b: play into a zone · d k: develop · info · Enter: back');
export const SUB_HINT = pc.dim('N choose · Enter: back · info: the card · ?: help');
