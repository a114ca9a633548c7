/**
 * Derived facts about cards and zones. Nothing here mutates state.
 * Printed values come from the card definition; lasting effects modify them; "Reduction" (FAQ):
 * nothing is reduced below zero.
 */
import { capitalDef, type Keywords, defOf } from '../registry.js';
import type { CardState, GameState, PlayerId, ZoneName } from '../types.js';
import { stretchMemo, constantTotal, constantUnitStats, hasConstantFlag, mayHaveConstant } from '../abilities/constants.js';
import { CF, type UnitStats } from '../abilities/model.js';

export function card(state: GameState, id: number): CardState {
  return state.cards[id]!;
}

export function isInPlay(c: CardState): boolean {
  return c.loc === 'kingdom' || c.loc === 'quest' || c.loc === 'battlefield' || c.loc === 'legend';
}

export function isZone(loc: string): loc is ZoneName {
  return loc === 'kingdom' || loc === 'quest' || loc === 'battlefield';
}

/**
 * A unit card in play as a unit: faceup in a zone, not a development (facedown developments have no
 * card type but "development"). A unit card attached to another card counts as an attachment, not a
 * unit, while it stays attached. "Is a unit" in general is `countsAsUnit`, which also knows the
 * developments that effects make units.
 */
export function isUnitInPlay(c: CardState): boolean {
  return !c.dev && !c.faceDown && isZone(c.loc) && c.attachedTo < 0 && defOf(c).type === 'Unit';
}

/**
 * Whether a card in play is a unit: a unit card in play as a unit, or a development that an effect
 * makes a unit while it "still counts as a development" (Kairos Fateweaver, Spellsinger). Such a
 * development is a unit for every rule and card effect — it attacks from the battlefield, defends,
 * is targeted and dealt damage as a unit, and is destroyed at lethal damage — and it keeps adding a
 * hit point to its zone. It has no text, traits or printed values (it may be facedown): its power
 * and hit points are those the effect gives (`developmentUnitStats`).
 */
export function countsAsUnit(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  if (!c.dev) return isUnitInPlay(c);
  return developmentUnitStats(state, id) !== null;
}

/** Lasting effect key prefix of "target development becomes a unit until ..." (see `becomesUnitEffect`). */
const BECOMES_UNIT = 'becomesUnit:';
const parsedStats = new Map<string, UnitStats>();

/** The lasting effect key that makes its card, a development, a unit with these characteristics. */
export function becomesUnitEffect(stats: UnitStats): string {
  return `${BECOMES_UNIT}${stats.power}:${stats.hitPoints}`;
}

function statsOfKey(key: string): UnitStats {
  let u = parsedStats.get(key);
  if (u === undefined) {
    const [p, h] = key.slice(BECOMES_UNIT.length).split(':');
    u = { power: Number(p), hitPoints: Number(h) };
    parsedStats.set(key, u);
  }
  return u;
}

/**
 * The power and hit points a development in a zone has as a unit, from the lasting and constant
 * effects that make it one, or null when it is only a development. When several effects make it a
 * unit, it takes the highest power and the highest hit points among them (the texts are silent).
 */
export function developmentUnitStats(state: GameState, id: number): UnitStats | null {
  const c = state.cards[id]!;
  if (!c.dev || !isZone(c.loc) || c.attachedTo >= 0) return null;
  let out: UnitStats | null = null;
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card !== id || !e.effect.startsWith(BECOMES_UNIT)) continue;
    const u = statsOfKey(e.effect);
    out = out === null ? u : { power: Math.max(out.power, u.power), hitPoints: Math.max(out.hitPoints, u.hitPoints) };
  }
  // Hot path: no card in play has such a constant ability (read without evaluating conditions).
  if (!mayHaveConstant(state, CF.becomesUnit)) return out;
  const k = constantUnitStats(state, id);
  if (k !== null) out = out === null ? k : { power: Math.max(out.power, k.power), hitPoints: Math.max(out.hitPoints, k.hitPoints) };
  return out;
}

/** Whether anything could make a development a unit now (a pre-check for loops over many cards). */
function developmentsMayBeUnits(state: GameState): boolean {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) if (fx[i]!.effect.startsWith(BECOMES_UNIT)) return true;
  return mayHaveConstant(state, CF.becomesUnit);
}

/** The unit questing on a quest in play, or -1 (Sending a Unit on a Quest). */
export function questerOf(state: GameState, quest: number): number {
  const q = state.cards[quest]!;
  if (!isZone(q.loc)) return -1;
  const cards = state.players[q.controller].zones.quest.cards;
  for (let i = 0; i < cards.length; i++) if (state.cards[cards[i]!]!.questing === quest) return cards[i]!;
  return -1;
}

export function opponent(p: PlayerId): PlayerId {
  return (1 - p) as PlayerId;
}

/**
 * Text blanked: keywords and abilities are ignored, traits stay. 'blank' lasts its duration;
 * 'blankWhileSourceAttacks' (Feared) only while its source is still attacking.
 */
export function isBlanked(state: GameState, id: number): boolean {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card !== id) continue;
    if (e.effect === 'blank') return true;
    if (e.effect === 'blankWhileSourceAttacks' && isAttacking(state, e.source)) return true;
  }
  return false;
}

/** A unit is attacking from its declaration until combat damage has been dealt and resolved. */
export function isAttacking(state: GameState, id: number): boolean {
  const cb = state.combat;
  return cb !== null && cb.step !== 'done' && cb.attackers.includes(id);
}

/** Value of a numeric keyword on a card in play, including grants, 0 when absent or blanked. */
export function keywordValue(state: GameState, id: number, kw: Exclude<keyof Keywords, 'scout' | 'limited' | 'necromancy'>): number {
  const c = state.cards[id]!;
  // A development has no text box: only a facedown card's Ambush is read (to turn it faceup). One
  // that is also a unit keeps the keywords effects give it.
  const printedRead = !c.dev || (c.faceDown && kw === 'ambush');
  if (!printedRead && !countsAsUnit(state, id)) return 0;
  if (isBlanked(state, id)) return 0;
  const printed = printedRead ? defOf(c).keywords[kw] : undefined;
  let v = typeof printed === 'number' ? printed : 0;
  if (kw === 'toughness') v += constantTotal(state, id, 'toughness');
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card === id && e.effect === `gain:${kw}`) v += e.amount;
  }
  return v;
}

export function hasFlagKeyword(state: GameState, id: number, kw: 'scout' | 'limited' | 'necromancy'): boolean {
  const c = state.cards[id]!;
  const inPlay = isInPlay(c);
  if (inPlay && isBlanked(state, id)) return false;
  // A development in play has no text box (keywords effects give it still count).
  if (!(inPlay && c.dev) && defOf(c).keywords[kw]) return true;
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) if (fx[i]!.card === id && fx[i]!.effect === `gain:${kw}`) return true;
  return false;
}

/** A legend in play (it sits on its controller's capital, in no zone). */
export function isLegendInPlay(c: CardState): boolean {
  return c.loc === 'legend';
}

/** Power gained or lost through constant and lasting effects. */
function powerChange(state: GameState, id: number): number {
  let v = constantTotal(state, id, 'power');
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card === id && e.effect === 'power') v += e.amount;
  }
  return v;
}

/**
 * Current power of a unit or support in play (icons), never below 0. A legend's power, where one
 * number is needed (its combat damage as an attacker, card effects), is that of its weakest zone
 * (FAQ v1.6: Legends).
 */
export function power(state: GameState, id: number): number {
  const c = state.cards[id]!;
  if (c.dev) return developmentPower(state, id);
  if (c.faceDown) return 0;
  const d = defOf(c);
  const lp = d.legendPower;
  const v = (lp ? Math.min(lp.kingdom, lp.quest, lp.battlefield) : d.power) + powerChange(state, id);
  return v > 0 ? v : 0;
}

/**
 * A development has no power (FAQ: faceup developments), unless an effect makes it a unit: then the
 * power that effect gives, changed like any unit's — and none when it loses all power (Judgement of Loec).
 */
function developmentPower(state: GameState, id: number): number {
  const u = developmentUnitStats(state, id);
  if (u === null || hasConstantFlag(state, id, 'losesAllPower')) return 0;
  const v = u.power + powerChange(state, id);
  return v > 0 ? v : 0;
}

/**
 * A legend's power in one zone: its icons there (rules summary: Legends). The texts are silent on
 * effects that change a legend's power; we apply them to every zone alike, so its power stays that
 * of its weakest zone.
 */
export function legendZonePower(state: GameState, id: number, zone: ZoneName): number {
  const lp = defOf(state.cards[id]!).legendPower;
  const v = (lp ? lp[zone] : 0) + powerChange(state, id);
  return v > 0 ? v : 0;
}

/** Current hit points of a unit in play, never below 0 (a development's: those an effect making it a unit gives). */
export function hitPoints(state: GameState, id: number): number {
  const c = state.cards[id]!;
  let base: number;
  if (c.dev) {
    const u = developmentUnitStats(state, id);
    if (u === null) return 0;
    base = u.hitPoints;
  } else if (c.faceDown) return 0;
  else base = defOf(c).hitPoints;
  let v = base + constantTotal(state, id, 'hitPoints');
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card === id && e.effect === 'hitPoints') v += e.amount;
  }
  return v > 0 ? v : 0;
}

/** Damage a unit can still take before it is destroyed. */
export function remainingHitPoints(state: GameState, id: number): number {
  const r = hitPoints(state, id) - state.cards[id]!.damage;
  return r > 0 ? r : 0;
}

/** Damage cancellation already active on a unit when damage is assigned to it (Toughness). */
export function activeCancellation(state: GameState, id: number): number {
  return keywordValue(state, id, 'toughness');
}

/** Damage that must be assigned to a unit to destroy it, counting active cancellation (FAQ: assigning damage). */
export function lethalAssignment(state: GameState, id: number): number {
  return remainingHitPoints(state, id) + activeCancellation(state, id);
}

export function developmentsIn(state: GameState, p: PlayerId, zone: ZoneName): number {
  const cards = state.players[p].zones[zone].cards;
  let n = 0;
  for (let i = 0; i < cards.length; i++) if (state.cards[cards[i]!]!.dev) n++;
  return n;
}

/** A capital zone's hit points: the board's base (8) plus one per development there. */
export function zoneHitPoints(state: GameState, p: PlayerId, zone: ZoneName): number {
  return capitalDef(state.players[p].capital).zoneHitPoints + developmentsIn(state, p, zone);
}

export function burningZones(state: GameState, p: PlayerId): number {
  const z = state.players[p].zones;
  return (z.kingdom.burning ? 1 : 0) + (z.quest.burning ? 1 : 0) + (z.battlefield.burning ? 1 : 0);
}

/** Total power a player has in a zone: the capital's base plus faceup cards and developments that are units there (and a legend's icons). */
export function zonePower(state: GameState, p: PlayerId, zone: ZoneName): number {
  const pl = state.players[p];
  let v = capitalDef(pl.capital).basePower[zone];
  const cards = pl.zones[zone].cards;
  for (let i = 0; i < cards.length; i++) {
    const c = state.cards[cards[i]!]!;
    if (c.controller === p) v += power(state, c.id);
  }
  if (pl.legend >= 0) v += legendZonePower(state, pl.legend, zone);
  return v;
}

/** Units a player controls in one of his zones. */
export function unitsIn(state: GameState, p: PlayerId, zone: ZoneName): number[] {
  const out: number[] = [];
  const devs = developmentsMayBeUnits(state);
  const cards = state.players[p].zones[zone].cards;
  for (let i = 0; i < cards.length; i++) {
    const c = state.cards[cards[i]!]!;
    if (c.controller === p && (c.dev ? devs && developmentUnitStats(state, c.id) !== null : isUnitInPlay(c))) out.push(c.id);
  }
  return out;
}

/** Every unit in play, both players, in a fixed order. */
export function allUnitsInPlay(state: GameState): number[] {
  const out: number[] = [];
  const devs = developmentsMayBeUnits(state);
  for (const p of [0, 1] as const) for (const z of ['kingdom', 'quest', 'battlefield'] as const) {
    const cards = state.players[p].zones[z].cards;
    for (let i = 0; i < cards.length; i++) {
      const c = state.cards[cards[i]!]!;
      if (c.dev ? devs && developmentUnitStats(state, c.id) !== null : isUnitInPlay(c)) out.push(c.id);
    }
  }
  return out;
}

function countSymbols(state: GameState, p: PlayerId, cards: number[], race: string): number {
  let n = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = state.cards[cards[i]!]!;
    if (c.controller !== p || c.dev || c.faceDown) continue;
    const syms = defOf(c).raceSymbols;
    for (let k = 0; k < syms.length; k++) if (syms[k] === race) n++;
  }
  return n;
}

/**
 * Race symbols a player controls in play (Loyalty): his capital's, and each faceup card's he
 * controls — including attachments he played onto an opponent's cards (FAQ: Attachments).
 */
export function symbolCount(state: GameState, p: PlayerId, race: string): number {
  const memo = stretchMemo(state);
  if (memo === null) return countAllSymbols(state, p, race);
  const key = p === 0 ? race : `2:${race}`;
  let n = memo.get(key);
  if (n === undefined) memo.set(key, (n = countAllSymbols(state, p, race)));
  return n;
}

function countAllSymbols(state: GameState, p: PlayerId, race: string): number {
  const pl = state.players[p];
  let n = 0;
  for (const s of capitalDef(pl.capital).symbols) if (s === race) n++;
  n += countSymbols(state, p, pl.zones.kingdom.cards, race);
  n += countSymbols(state, p, pl.zones.quest.cards, race);
  n += countSymbols(state, p, pl.zones.battlefield.cards, race);
  const other = state.players[opponent(p)].zones;
  n += countSymbols(state, p, other.kingdom.cards, race) + countSymbols(state, p, other.quest.cards, race) + countSymbols(state, p, other.battlefield.cards, race);
  if (pl.legend >= 0) for (const s of defOf(state.cards[pl.legend]!).raceSymbols) if (s === race) n++;
  return n;
}

export function cardName(state: GameState, id: number): string {
  return defOf(state.cards[id]!).name;
}

