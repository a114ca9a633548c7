/**
 * The board as text, from what one player may see (his ClientView: current values included).
 */
import pc from 'picocolors';
import type { ClientCard, ClientPlayer, ClientView, PlayerId, ZoneName } from '@invasion/engine';
import { phaseName } from './describe.js';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function keywordText(c: ClientCard): string[] {
  return Object.entries(c.keywords ?? {}).map(([k, v]) => (v === true ? cap(k) : `${cap(k)} ${v}`));
}

const ZONE_ORDER: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

function named(c: ClientCard): string {
  return `${c.name ?? 'facedown card'} #${c.id}`;
}

function unitLine(c: ClientCard): string {
  const hp = c.hitPoints ?? 0;
  const bits = [`${c.power ?? 0} power`, `${c.remaining ?? 0}/${hp} hp`];
  if (c.damage > 0) bits.push(pc.red(`${c.damage} damage`));
  if (c.corrupt) bits.push(pc.magenta('corrupt'));
  if (c.tokens > 0) bits.push(`${c.tokens} tokens`);
  if (c.assigned > 0) bits.push(pc.yellow(`${c.assigned} assigned`));
  if (c.questing !== null) bits.push(`questing on #${c.questing}`);
  const kw = keywordText(c);
  if (kw.length) bits.push(pc.cyan(kw.join(', ')));
  return `${pc.bold(named(c))} (${bits.join(', ')})`;
}

function otherLine(c: ClientCard): string {
  const bits = [(c.type ?? 'card').toLowerCase()];
  const p = c.power ?? 0;
  if (p > 0) bits.push(`${p} power`);
  if (c.tokens > 0) bits.push(`${c.tokens} tokens`);
  if (c.corrupt) bits.push(pc.magenta('corrupt'));
  if (c.attachedTo !== null) bits.push(`attached to #${c.attachedTo}`);
  const kw = keywordText(c);
  if (kw.length) bits.push(pc.cyan(kw.join(', ')));
  return `${named(c)} (${bits.join(', ')})`;
}

function zoneLines(view: ClientView, pl: ClientPlayer, zone: ZoneName): string[] {
  const z = pl.zones[zone];
  const hp = z.hitPoints;
  const left = Math.max(0, hp - z.damage);
  const hpText = z.burning ? pc.red(pc.bold('BURNING')) : `${left}/${hp} hp left${z.damage > 0 ? pc.red(` (${z.damage} damage)`) : ''}`;
  const attacked = view.combat && view.combat.defender === pl.id && view.combat.zone === zone ? pc.yellow('  ⚔ under attack') : '';
  const out = [`  ${pad(cap(zone), 12)} power ${z.power} · ${hpText}${attacked}`];
  const units: string[] = [];
  const others: string[] = [];
  const devs: ClientCard[] = [];
  for (const c of z.cards) {
    if (c.dev && c.power === undefined) devs.push(c);
    else if (c.hitPoints !== undefined) units.push(unitLine(c));
    else if (c.def) others.push(otherLine(c));
  }
  for (const u of units) out.push(`      ${u}`);
  if (others.length) out.push(`      ${pc.dim('other:')} ${others.join('; ')}`);
  if (devs.length) {
    const mine = view.viewer === pl.id ? devs.filter((d) => d.name).map(named) : [];
    out.push(`      ${pc.dim('developments:')} ${devs.length}${mine.length ? ` (${mine.join(', ')})` : ''}`);
  }
  return out;
}

/** Joins items with '; ' after a heading, breaking lines before `width` characters. */
function wrap(heading: string, items: string[], width: number): string[] {
  const lines: string[] = [];
  let cur = `  ${heading}`;
  const indent = ' '.repeat(cur.length);
  items.forEach((item, i) => {
    const piece = item + (i < items.length - 1 ? ';' : '');
    if (cur.trim().length > heading.trim().length && cur.length + 1 + piece.length > width) {
      lines.push(cur);
      cur = indent + piece;
    } else cur += (cur.endsWith(' ') ? '' : ' ') + piece;
  });
  lines.push(cur);
  return lines;
}

function pad(s: string, w: number): string {
  return s.length >= w ? s : s + ' '.repeat(w - s.length);
}

function playerBlock(view: ClientView, pl: ClientPlayer): string[] {
  const you = view.viewer === pl.id ? ' (you)' : view.viewer === 'spectator' ? '' : ' (opponent)';
  const burned = ZONE_ORDER.filter((z) => pl.zones[z].burning).length;
  const toLose = view.players[pl.id === 0 ? 1 : 0].zonesToWin;
  const head =
    `${pc.bold(`P${pl.id + 1}${you}`)} — ${pl.capital} capital · resources ${pc.green(String(pl.resources))} · ` +
    `deck ${pl.deckCount} · hand ${pl.handCount} · discard ${pl.discard.length} · zones burning ${burned}/${toLose}`;
  const out = [head];
  if (pl.legend) out.push(`  Legend: ${named(pl.legend)}`);
  if (pl.deckTop) out.push(`  Top of deck (revealed): ${named(pl.deckTop)}`);
  for (const zone of ZONE_ORDER) out.push(...zoneLines(view, pl, zone));
  return out;
}

function handLines(pl: ClientPlayer): string[] {
  if (!pl.hand) return [];
  if (pl.hand.length === 0) return ['  Your hand: (empty)'];
  const items = pl.hand.map((c) => {
    return `${c.name} #${c.id} [${(c.type ?? '').toLowerCase()}, cost ${c.cost?.total ?? '?'}]`;
  });
  return wrap(`Your hand (${items.length}): `, items, 110);
}

const COMBAT_STEPS: Record<string, string> = {
  chooseZone: 'zone chosen',
  declareAttackers: 'declaring attackers',
  ambush: 'ambush step',
  declareDefenders: 'declaring defenders',
  assignDamage: 'assigning damage',
  applyDamage: 'applying damage',
  done: 'resolved',
};

function combatLines(view: ClientView): string[] {
  const cb = view.combat;
  if (!cb) return [];
  const byId = new Map<number, ClientCard>();
  for (const pl of view.players) for (const z of ZONE_ORDER) for (const c of pl.zones[z].cards) byId.set(c.id, c);
  const list = (ids: number[]) => (ids.length ? ids.map((id) => `${byId.get(id)?.name ?? '?'} #${id} (${byId.get(id)?.power ?? 0} power)`).join(', ') : 'none');
  const lines = [`Combat: P${cb.attacker + 1} attacks P${cb.defender + 1}'s ${cb.zone} — ${COMBAT_STEPS[cb.step] ?? cb.step}`, `  attackers: ${list(cb.attackers)}`];
  if (cb.step !== 'chooseZone' && cb.step !== 'declareAttackers') lines.push(`  defenders: ${list(cb.defenders)}`);
  return lines.map((l) => pc.yellow(l));
}

function chainLines(view: ClientView): string[] {
  if (view.chain.length === 0) return [];
  return [
    'Chain (last resolves first):',
    ...view.chain.map((l, i) => {
      const what = l.kind === 'develop' ? 'develops a card' : `${l.kind === 'play' ? 'plays' : 'uses'} ${l.card.name ?? 'a facedown card'} #${l.card.id}`;
      return `  ${i + 1}. P${l.player + 1} ${what}${l.zone ? ` into ${l.zone}` : ''}${l.cancelled ? ' (cancelled)' : ''}`;
    }),
  ];
}

/** The whole board for the view's viewer: opponent on top, the viewer below with his hand. */
export function renderBoard(view: ClientView): string {
  const me: PlayerId = view.viewer === 1 ? 1 : 0;
  const opp = view.players[me === 0 ? 1 : 0];
  const mine = view.players[me];
  const rule = pc.dim('─'.repeat(72));
  const lines = [
    pc.bold(`Turn ${view.turn} · P${view.active + 1} is the active player · ${phaseName(view.phase)}`),
    rule,
    ...playerBlock(view, opp),
    rule,
    ...playerBlock(view, mine),
    ...handLines(mine),
    rule,
    ...chainLines(view),
    ...combatLines(view),
  ];
  return lines.join('\n');
}
