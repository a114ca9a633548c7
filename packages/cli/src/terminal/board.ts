/**
 * The full board (`b`), from one seat's view: the opponent on top, the viewer below with his hand,
 * then the chain and the combat. Fits 80 columns; cards carry their id (`info #12`).
 */
import type { ClientCard, ClientPlayer, ClientView, PlayerId, ZoneName } from '@invasion/engine';
import { nameOf, ZONE_ORDER } from './cards.js';
import { clip, pc, phaseOf, WIDTH, wrap } from './format.js';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function keywordText(c: ClientCard): string[] {
  return Object.entries(c.keywords ?? {}).map(([k, v]) => (v === true ? cap(k) : `${cap(k)} ${v}`));
}

function named(c: ClientCard): string {
  return c.name ? `${c.name} #${c.id}` : nameOf(c);
}

function unitLine(c: ClientCard): string {
  const bits = [`${c.power ?? 0} power`, `${c.remaining ?? 0}/${c.hitPoints ?? 0} hp`];
  if (c.corrupt) bits.push('corrupt');
  if (c.tokens > 0) bits.push(`${c.tokens} tokens`);
  if (c.assigned > 0) bits.push(`${c.assigned} assigned`);
  if (c.attacking) bits.push('attacking');
  if (c.defending) bits.push('defending');
  if (c.questing !== null) bits.push(`questing on #${c.questing}`);
  bits.push(...keywordText(c));
  return `${named(c)} (${bits.join(', ')})`;
}

function otherLine(c: ClientCard): string {
  const bits = [(c.type ?? 'card').toLowerCase()];
  if ((c.power ?? 0) > 0) bits.push(`${c.power} power`);
  if (c.tokens > 0) bits.push(`${c.tokens} tokens`);
  if (c.corrupt) bits.push('corrupt');
  if (c.attachedTo !== null) bits.push(`on #${c.attachedTo}`);
  return `${named(c)} (${bits.join(', ')})`;
}

function zoneLines(view: ClientView, pl: ClientPlayer, zone: ZoneName): string[] {
  const z = pl.zones[zone];
  const hp = z.burning ? pc.red('BURNING') : `${z.remaining}/${z.hitPoints} hp`;
  const attacked = inCombat(view) && view.combat!.defender === pl.id && view.combat!.zone === zone ? pc.yellow('  under attack') : '';
  const out = [`  ${cap(zone).padEnd(12)}${hp} · power ${z.power} · ${z.developments} dev${attacked}`];
  const others: string[] = [];
  const devs: string[] = [];
  for (const c of z.cards) {
    if (c.dev && c.power === undefined) devs.push(c.name ? `${c.name} #${c.id}` : 'facedown');
    else if (c.hitPoints !== undefined) out.push(`      ${clip(unitLine(c), WIDTH - 6)}`);
    else others.push(otherLine(c));
  }
  if (others.length) out.push(...wrap(others.join('; '), '      ', '        '));
  if (devs.length) out.push(pc.dim(clip(`      developments: ${devs.join(', ')}`)));
  return out;
}

function playerBlock(view: ClientView, pl: ClientPlayer): string[] {
  const you = view.viewer === pl.id ? 'You' : view.viewer === 'spectator' ? `P${pl.id + 1}` : 'Opponent';
  const burned = ZONE_ORDER.filter((z) => pl.zones[z].burning).length;
  const toLose = view.players[pl.id === 0 ? 1 : 0].zonesToWin;
  const out = [pc.bold(clip(`${you} (P${pl.id + 1}, ${pl.capitalName}) · ${pl.resources} res · hand ${pl.handCount} · deck ${pl.deckCount} · discard ${pl.discard.length} · burned ${burned}/${toLose}`))];
  if (pl.legend) out.push(`  Legend: ${named(pl.legend)}${pl.legendAttachments.length ? ` (+${pl.legendAttachments.length} attached)` : ''}`);
  if (pl.deckTop) out.push(`  Top of deck (revealed): ${named(pl.deckTop)}`);
  for (const zone of ZONE_ORDER) out.push(...zoneLines(view, pl, zone));
  return out;
}

/** The chain, last link first (it resolves first). */
export function chainLines(view: ClientView): string[] {
  if (view.chain.length === 0) return [];
  const who = (p: PlayerId) => (view.viewer === 'spectator' ? `P${p + 1}` : p === view.viewer ? 'you' : 'opponent');
  return [...view.chain].reverse().map((l) => {
    const s = l.player === view.viewer ? '' : 's';
    const what = l.kind === 'develop' ? `develop${s} a card` : `${l.kind === 'play' ? 'play' : 'use'}${s} ${nameOf(l.card)}`;
    const targets = l.targets.map((t) => ('card' in t ? (t.name ?? 'a hidden card') : `${t.player === view.viewer ? 'your' : "the opponent's"} ${t.zone}`));
    return clip(`  chain ${l.index + 1}: ${who(l.player)} ${what}${l.zone ? ` into ${l.zone}` : ''}${targets.length ? ` → ${targets.join(', ')}` : ''}${l.cancelled ? ' (cancelled)' : ''}`);
  });
}

/** A combat is going on, in whatever phase (the view may keep the last one, over, until the turn ends). */
export function inCombat(view: ClientView): boolean {
  return view.combat !== null && view.combat.step !== 'done';
}

/** The units declared against the second zone of a two-zone attack, waiting for its combat (For Ulthuan!). */
export function waitingSecondGroup(view: ClientView): number[] {
  return view.waitingAttackers;
}

/** The combat in one or two lines (and the units waiting to attack a second zone, if any). */
export function combatLines(view: ClientView): string[] {
  const cb = inCombat(view) ? view.combat : null;
  const waiting = waitingSecondGroup(view);
  if (!cb && waiting.length === 0) return [];
  const cards = new Map<number, ClientCard>();
  for (const pl of view.players) for (const z of ZONE_ORDER) for (const c of pl.zones[z].cards) cards.set(c.id, c);
  const list = (ids: number[]) => (ids.length ? ids.map((id) => `${nameOf(cards.get(id))} (${cards.get(id)?.power ?? 0})`).join(', ') : 'none yet');
  const next = waiting.length ? [pc.yellow(clip(`  then, against the second zone: ${list(waiting)}`))] : [];
  if (!cb) return next;
  const attacker = view.viewer === 'spectator' ? `P${cb.attacker + 1}` : cb.attacker === view.viewer ? 'You attack' : 'The opponent attacks';
  const target = `${view.viewer === cb.defender ? 'your' : view.viewer === 'spectator' ? `P${cb.defender + 1}'s` : "the opponent's"} ${cb.zone}`;
  const lines = [clip(`  ${attacker} ${target} — attackers: ${list(cb.attackers)}`)];
  if (cb.defenders.length || cb.step === 'declareDefenders' || cb.step === 'assignDamage') lines.push(clip(`  defenders: ${list(cb.defenders)}`));
  return [...lines.map((l) => pc.yellow(l)), ...next];
}

function handLines(pl: ClientPlayer): string[] {
  if (!pl.hand) return [];
  if (pl.hand.length === 0) return ['  Hand: (empty)'];
  return wrap(pl.hand.map((c) => `${c.name ?? '?'} #${c.id} (${(c.type ?? '').toLowerCase()}, ${c.cost?.total ?? '?'})`).join('; '), `  Hand (${pl.hand.length}): `, '    ');
}

/** The whole board for the view's viewer (a spectator sees P2 on top). */
export function renderBoard(view: ClientView): string[] {
  const me: PlayerId = view.viewer === 1 ? 1 : 0;
  const rule = pc.dim('─'.repeat(WIDTH - 1));
  return [
    pc.bold(`Turn ${view.turn} · ${phaseOf(view.active, view.phase, view.viewer)}`),
    rule,
    ...playerBlock(view, view.players[me === 0 ? 1 : 0]),
    rule,
    ...playerBlock(view, view.players[me]),
    ...handLines(view.players[me]),
    ...(view.chain.length || inCombat(view) || waitingSecondGroup(view).length ? [rule, ...chainLines(view), ...combatLines(view)] : []),
    rule,
  ];
}
