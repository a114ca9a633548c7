/**
 * The greedy bot's reading of a ClientView: units, zones, what a card is worth. Only what the view
 * shows, plus the printed values of cards the view names (the public card catalogue).
 */
import { cardDef, hasCardDef, type ClientCard, type ClientPlayer, type ClientView, type PlayerId, type ZoneName } from '@invasion/engine';

export const ZONES: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

export function me(view: ClientView, seat: PlayerId): ClientPlayer {
  return view.players[seat];
}

export function opponent(view: ClientView, seat: PlayerId): ClientPlayer {
  return view.players[seat === 0 ? 1 : 0];
}

/** A card in play with current power and hit points: a unit (or a development that is one). */
export function isUnit(c: ClientCard): boolean {
  return c.power !== undefined && c.remaining !== undefined && c.loc !== 'legend';
}

export function unitsIn(p: ClientPlayer, zone: ZoneName): ClientCard[] {
  return p.zones[zone].cards.filter(isUnit);
}

export function allUnits(p: ClientPlayer): ClientCard[] {
  return ZONES.flatMap((z) => unitsIn(p, z));
}

/** Every card the view shows, by the viewer's id. */
export function cardIndex(view: ClientView): Map<number, ClientCard> {
  const out = new Map<number, ClientCard>();
  const add = (c: ClientCard) => out.set(c.id, c);
  for (const p of view.players) {
    for (const z of ZONES) p.zones[z].cards.forEach(add);
    p.hand?.forEach(add);
    p.discard.forEach(add);
    p.legendAttachments.forEach(add);
    if (p.legend) add(p.legend);
    if (p.deckTop) add(p.deckTop);
  }
  view.revealed.forEach(add);
  for (const l of view.chain) add(l.card);
  return out;
}

export function keyword(c: ClientCard, k: string): number {
  const v = c.keywords?.[k];
  return v === true ? 1 : (v ?? 0);
}

/** Damage a unit still absorbs before it dies: hit points left, plus Toughness, minus damage already assigned to it. */
export function toKill(c: ClientCard): number {
  return Math.max(1, (c.remaining ?? 0) + keyword(c, 'toughness') - c.assigned);
}

/** Damage a unit deals in combat (Counterstrike counts: it strikes when the unit defends). */
export function strikes(c: ClientCard, defending: boolean): number {
  return (c.power ?? 0) + (defending ? keyword(c, 'counterstrike') : 0);
}

/**
 * What a unit in play is worth to its controller: power counts most (it is resources, cards and
 * damage). A corrupt unit neither attacks nor defends until restored: in the battlefield it is
 * worth little.
 */
export function unitValue(c: ClientCard): number {
  const power = c.power ?? 0;
  const hp = c.hitPoints ?? 0;
  const corrupt = c.corrupt ? 0.5 + power + (c.loc === 'battlefield' ? power : 0) : 0;
  return 1 + 2 * power + 0.5 * hp + 0.5 * keyword(c, 'toughness') + 0.5 * keyword(c, 'counterstrike') - corrupt;
}

/** Printed power and hit points of a card the view names (a card in hand shows no current values). */
export function printed(c: ClientCard): { power: number; hitPoints: number; toughness: number; counterstrike: number } {
  if (!c.def || !hasCardDef(c.def)) return { power: 0, hitPoints: 0, toughness: 0, counterstrike: 0 };
  const d = cardDef(c.def);
  const num = (v: number | 'X' | undefined) => (typeof v === 'number' ? v : 0);
  return { power: d.power, hitPoints: d.hitPoints, toughness: num(d.keywords.toughness), counterstrike: num(d.keywords.counterstrike) };
}

/** Damage a zone takes before it burns (0 when burning). */
export function zoneLeft(p: ClientPlayer, zone: ZoneName): number {
  return p.zones[zone].burning ? 0 : p.zones[zone].remaining;
}

export function burningCount(p: ClientPlayer): number {
  return ZONES.filter((z) => p.zones[z].burning).length;
}

/**
 * What `damage` to a zone of `victim` is worth to his opponent (who must burn `zonesToWin` zones):
 * each point counts, a zone that burns counts a lot, the burn that ends the game counts everything.
 * A burn with damage to spare counts a little more (up to 3 points): cards that cancel damage to a
 * capital (Contested Fortress) spoil a burn with none to spare, turn after turn.
 */
export function capitalDamageValue(victim: ClientPlayer, zonesToWin: number, zone: ZoneName, damage: number): number {
  const left = zoneLeft(victim, zone);
  if (left <= 0 || damage <= 0) return 0;
  const spare = 0.5 * Math.min(3, damage - left);
  if (damage >= left) return (burningCount(victim) + 1 >= zonesToWin ? 1000 : 8 + left) + spare;
  // Damage counts more the nearer it brings the zone to burning.
  return damage * (1 + 4 / left);
}
