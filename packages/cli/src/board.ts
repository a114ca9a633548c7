/**
 * The board as text, from what one player may see (a GameView). Numbers that depend on lasting
 * effects (current power, hit points, granted keywords) come from a BoardStats built from the
 * state; they are asked only for cards the view already shows faceup or as the viewer's own.
 */
import pc from 'picocolors';
import { cardDef, playCost, queries, type CardView, type GameState, type GameView, type PlayerId, type PlayerView, type ZoneName } from '@invasion/engine';
import { phaseName } from './describe.js';

export interface BoardStats {
  power(id: number): number;
  hitPoints(id: number): number;
  /** "Toughness 1", "Scout", ... as the card has them now. */
  keywords(id: number): string[];
  zonePower(p: PlayerId, zone: ZoneName): number;
  zoneHitPoints(p: PlayerId, zone: ZoneName): number;
  /** Cost to play a card from the viewer's hand into his kingdom (loyalty included). */
  handCost(p: PlayerId, id: number): number;
}

const NUMERIC = ['toughness', 'counterstrike', 'ambush', 'raider', 'savage', 'feared'] as const;
const FLAGS = ['scout', 'limited', 'necromancy'] as const;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function statsFrom(state: GameState): BoardStats {
  return {
    power: (id) => queries.power(state, id),
    hitPoints: (id) => queries.hitPoints(state, id),
    keywords: (id) => {
      const out: string[] = [];
      for (const k of NUMERIC) {
        const v = queries.keywordValue(state, id, k);
        if (v > 0) out.push(`${cap(k)} ${v}`);
      }
      for (const k of FLAGS) if (queries.hasFlagKeyword(state, id, k)) out.push(cap(k));
      return out;
    },
    zonePower: (p, zone) => queries.zonePower(state, p, zone),
    zoneHitPoints: (p, zone) => queries.zoneHitPoints(state, p, zone),
    handCost: (p, id) => playCost(state, p, id, 'kingdom'),
  };
}

const ZONE_ORDER: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

function named(c: CardView): string {
  return `${c.name ?? 'facedown card'} #${c.id}`;
}

function unitLine(c: CardView, stats: BoardStats): string {
  const hp = stats.hitPoints(c.id);
  const bits = [`${stats.power(c.id)} power`, `${Math.max(0, hp - c.damage)}/${hp} hp`];
  if (c.damage > 0) bits.push(pc.red(`${c.damage} damage`));
  if (c.corrupt) bits.push(pc.magenta('corrupt'));
  if (c.tokens > 0) bits.push(`${c.tokens} tokens`);
  if (c.assigned > 0) bits.push(pc.yellow(`${c.assigned} assigned`));
  if (c.questing >= 0) bits.push(`questing on #${c.questing}`);
  const kw = stats.keywords(c.id);
  if (kw.length) bits.push(pc.cyan(kw.join(', ')));
  return `${pc.bold(named(c))} (${bits.join(', ')})`;
}

function otherLine(c: CardView, stats: BoardStats): string {
  const def = cardDef(c.def!);
  const bits = [def.type.toLowerCase()];
  const p = stats.power(c.id);
  if (p > 0) bits.push(`${p} power`);
  if (c.tokens > 0) bits.push(`${c.tokens} tokens`);
  if (c.corrupt) bits.push(pc.magenta('corrupt'));
  if (c.attachedTo >= 0) bits.push(`attached to #${c.attachedTo}`);
  const kw = stats.keywords(c.id);
  if (kw.length) bits.push(pc.cyan(kw.join(', ')));
  return `${named(c)} (${bits.join(', ')})`;
}

function zoneLines(view: GameView, pl: PlayerView, zone: ZoneName, stats: BoardStats): string[] {
  const z = pl.zones[zone];
  const hp = stats.zoneHitPoints(pl.id, zone);
  const left = Math.max(0, hp - z.damage);
  const hpText = z.burning ? pc.red(pc.bold('BURNING')) : `${left}/${hp} hp left${z.damage > 0 ? pc.red(` (${z.damage} damage)`) : ''}`;
  const attacked = view.combat && view.combat.defender === pl.id && view.combat.zone === zone ? pc.yellow('  ⚔ under attack') : '';
  const out = [`  ${pad(cap(zone), 12)} power ${stats.zonePower(pl.id, zone)} · ${hpText}${attacked}`];
  const units: string[] = [];
  const others: string[] = [];
  const devs: CardView[] = [];
  for (const c of z.cards) {
    if (c.dev) devs.push(c);
    else if (c.def && cardDef(c.def).type === 'Unit') units.push(unitLine(c, stats));
    else if (c.def) others.push(otherLine(c, stats));
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

function playerBlock(view: GameView, pl: PlayerView, stats: BoardStats): string[] {
  const you = view.viewer === pl.id ? ' (you)' : view.viewer === 'spectator' ? '' : ' (opponent)';
  const burned = ZONE_ORDER.filter((z) => pl.zones[z].burning).length;
  const toLose = view.players[pl.id === 0 ? 1 : 0].zonesToWin;
  const head =
    `${pc.bold(`P${pl.id + 1}${you}`)} — ${pl.capital} capital · resources ${pc.green(String(pl.resources))} · ` +
    `deck ${pl.deckCount} · hand ${pl.handCount} · discard ${pl.discard.length} · zones burning ${burned}/${toLose}`;
  const out = [head];
  if (pl.legend) out.push(`  Legend: ${named(pl.legend)}`);
  if (pl.deckTop) out.push(`  Top of deck (revealed): ${named(pl.deckTop)}`);
  for (const zone of ZONE_ORDER) out.push(...zoneLines(view, pl, zone, stats));
  return out;
}

function handLines(pl: PlayerView, stats: BoardStats): string[] {
  if (!pl.hand) return [];
  if (pl.hand.length === 0) return ['  Your hand: (empty)'];
  const items = pl.hand.map((c) => {
    const def = cardDef(c.def!);
    const stat = def.type === 'Unit' ? ` ${def.power} pow/${def.hitPoints} hp` : '';
    return `${c.name} #${c.id} [${def.type.toLowerCase()}${stat}, cost ${stats.handCost(pl.id, c.id)}]`;
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

function combatLines(view: GameView, stats: BoardStats): string[] {
  const cb = view.combat;
  if (!cb) return [];
  const byId = new Map<number, CardView>();
  for (const pl of view.players) for (const z of ZONE_ORDER) for (const c of pl.zones[z].cards) byId.set(c.id, c);
  const list = (ids: number[]) => (ids.length ? ids.map((id) => `${byId.get(id)?.name ?? '?'} #${id} (${stats.power(id)} power)`).join(', ') : 'none');
  const lines = [`Combat: P${cb.attacker + 1} attacks P${cb.defender + 1}'s ${cb.zone} — ${COMBAT_STEPS[cb.step] ?? cb.step}`, `  attackers: ${list(cb.attackers)}`];
  if (cb.step !== 'chooseZone' && cb.step !== 'declareAttackers') lines.push(`  defenders: ${list(cb.defenders)}`);
  if (cb.capitalAssigned > 0) lines.push(`  damage assigned to the capital: ${cb.capitalAssigned}`);
  return lines.map((l) => pc.yellow(l));
}

function chainLines(view: GameView): string[] {
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
export function renderBoard(view: GameView, stats: BoardStats): string {
  const me: PlayerId = view.viewer === 1 ? 1 : 0;
  const opp = view.players[me === 0 ? 1 : 0];
  const mine = view.players[me];
  const rule = pc.dim('─'.repeat(72));
  const lines = [
    pc.bold(`Turn ${view.turn} · P${view.active + 1} is the active player · ${phaseName(view.phase)}`),
    rule,
    ...playerBlock(view, opp, stats),
    rule,
    ...playerBlock(view, mine, stats),
    ...handLines(mine, stats),
    rule,
    ...chainLines(view),
    ...combatLines(view, stats),
  ];
  return lines.join('\n');
}
