/**
 * Characteristics of cards, computed in one place: printed values, then constant effects, then
 * lasting effects (FAQ: Constant Effects; "Reduction": nothing goes below zero). A facedown card —
 * a development, experience — has no race, traits, text or printed values for any rule or effect
 * (FAQ: Developments); a development an effect makes a unit has only what that effect gives it.
 */
import { capitalDef, defOf, type Keywords } from '../ruleset/registry.js';
import type { CardState, GameState, PlayerId, ZoneName } from '../types.js';
import { CF } from '../ruleset/compiled.js';
import { attachmentsOf, isInPlay, isZone, opponent } from '../primitives/cards.js';
import { RB } from '../primitives/lasting.js';
import { affects, activeConstants, isAttackingNow, isBlanked, mayHaveConstant, stretchMemo } from './constants.js';

export { isBlanked } from './constants.js';
export { isInPlay, isZone, opponent, questerOf } from '../primitives/cards.js';

type Numeric = 'toughness' | 'counterstrike' | 'ambush' | 'raider' | 'savage' | 'feared';

// ---------------------------------------------------------------- what a card is

/**
 * A unit card in play as a unit: faceup in a zone, not a development, not attached to another card.
 * "Is a unit" in general is `isUnit`, which also knows developments that effects make units.
 */
export function isUnitCard(c: CardState): boolean {
  return !c.dev && !c.faceDown && isZone(c.loc) && c.attachedTo < 0 && defOf(c).type === 'Unit';
}

/**
 * Whether a card in play is a unit: a unit card in play as a unit, or a development an effect makes a
 * unit while it "still counts as a development" (Kairos Fateweaver, Spellsinger): such a development
 * is a unit for every rule and effect and keeps adding a hit point to its zone.
 */
export function isUnit(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  if (!c.dev) return isUnitCard(c) || (isSupportCardInPlay(c) && developmentsMayBeUnits(state) && developmentUnitStats(state, id) !== null);
  return developmentUnitStats(state, id) !== null;
}

/** A faceup support card in a zone, not attached to anything: one an effect may make a unit too ("it also counts as a support card"). */
function isSupportCardInPlay(c: CardState): boolean {
  return !c.dev && !c.faceDown && isZone(c.loc) && c.attachedTo < 0 && defOf(c).type === 'Support';
}

export function isSupport(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  return !c.dev && !c.faceDown && isZone(c.loc) && defOf(c).type === 'Support';
}
export function isAttachment(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  return !c.dev && !c.faceDown && isZone(c.loc) && c.attachedTo >= 0;
}
export function isQuest(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  return !c.dev && !c.faceDown && isZone(c.loc) && defOf(c).type === 'Quest';
}
export function isDevelopment(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  return c.dev && isZone(c.loc);
}
export function isLegendInPlay(c: CardState): boolean {
  return c.loc === 'legend';
}

/** Whether the card's identity-bearing characteristics (race, traits, printed values, text) exist: it is faceup and not a development. */
export function hasFace(c: CardState): boolean {
  return !c.faceDown && !c.dev;
}

// ---------------------------------------------------------------- race and traits

/** The card's race, or null when it has none (facedown, a development, experience). */
export function raceOf(state: GameState, id: number): string | null {
  const c = state.cards[id]!;
  if (isInPlay(c) && !hasFace(c)) return null;
  return defOf(c).race;
}

/** Whether the card has the trait (printed, or gained), never for a facedown card or development. */
export function hasTrait(state: GameState, id: number, trait: string): boolean {
  const c = state.cards[id]!;
  // A facedown card has no traits anywhere: in play, and on the chain as it is played as a development.
  if (c.faceDown || (isInPlay(c) && !hasFace(c))) return false;
  if (defOf(c).traits.includes(trait)) return true;
  if (!isInPlay(c)) return false;
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card === id && e.k === RB.modify && e.data[`trait:${trait}`]) return true;
  }
  for (const { a, ctx } of activeConstants(state, CF.traits)) if (a.mods?.traits?.includes(trait) && affects(a, ctx, id)) return true;
  return false;
}

/** Every trait the card has now, printed and gained (none for a facedown card or development). */
export function traitsOf(state: GameState, id: number): string[] {
  const c = state.cards[id]!;
  if (isInPlay(c) && !hasFace(c)) return [];
  const out = [...defOf(c).traits];
  if (!isInPlay(c)) return out;
  for (const e of state.effects) {
    if (e.card !== id || e.k !== RB.modify) continue;
    for (const k of Object.keys(e.data)) if (k.startsWith('trait:') && e.data[k] && !out.includes(k.slice(6))) out.push(k.slice(6));
  }
  for (const { a, ctx } of activeConstants(state, CF.traits)) {
    const gained = a.mods?.traits;
    if (gained && affects(a, ctx, id)) for (const t of gained) if (!out.includes(t)) out.push(t);
  }
  return out;
}

// ---------------------------------------------------------------- flags (restrictions and the like)

export type CardFlag =
  | 'losesActionsAndForced'
  | 'cannotAttack'
  | 'cannotDefend'
  | 'mustDefend'
  | 'mustAttack'
  | 'losesToughness'
  | 'damagesAllAttackers'
  | 'cannotBeCorrupted'
  | 'cannotBeRestored'
  | 'cannotBeTargeted'
  | 'cannotBeTargetedByAny'
  | 'damageUncancellable'
  | 'attackFromAnyZone'
  | 'defendFromAnyZone'
  | 'cannotAttackAlone'
  | 'cannotDefendAlone'
  | 'losesAllPower'
  | 'hitPointsCannotBeReduced'
  | 'damageCountsDouble';

/** Whether a constant or lasting effect gives the card this flag. */
export function hasFlag(state: GameState, id: number, flag: CardFlag): boolean {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card === id && e.k === RB.modify && e.data[flag]) return true;
  }
  for (const { a, ctx } of activeConstants(state, CF[flag])) if (a.mods![flag] && affects(a, ctx, id)) return true;
  return false;
}

// ---------------------------------------------------------------- numbers

/** Net change to one stat of a card from constant effects (a net effect) and lasting `modify` effects. */
function statChange(state: GameState, id: number, stat: 'power' | 'hitPoints' | 'combatDamage' | Numeric): number {
  let v = 0;
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card === id && e.k === RB.modify) {
      const n = e.data[stat];
      if (n !== undefined) v += n;
    }
  }
  const field = stat === 'power' || stat === 'hitPoints' || stat === 'combatDamage' ? CF[stat] : stat === 'toughness' ? CF.toughness : CF.keywords;
  for (const { a, ctx } of activeConstants(state, field)) {
    const m = a.mods;
    if (!m) continue;
    const f = stat === 'power' || stat === 'hitPoints' || stat === 'combatDamage' ? m[stat] : m.keywords?.[stat];
    if (f && affects(a, ctx, id)) {
      ctx.each = id;
      v += f(ctx);
    }
  }
  return v;
}

/**
 * What effects that make a development — or a faceup support card — a unit give it (the highest of
 * each when several do), or null. A support card keeps its own power (the power given is ignored).
 */
export function developmentUnitStats(state: GameState, id: number): { power: number; hitPoints: number } | null {
  const c = state.cards[id]!;
  if (!(c.dev || isSupportCardInPlay(c)) || !isZone(c.loc) || c.attachedTo >= 0) return null;
  let out: { power: number; hitPoints: number } | null = null;
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card !== id || e.k !== RB.modify || e.data.unitPower === undefined) continue;
    const u = { power: e.data.unitPower, hitPoints: e.data.unitHitPoints ?? 0 };
    out = out === null ? u : { power: Math.max(out.power, u.power), hitPoints: Math.max(out.hitPoints, u.hitPoints) };
  }
  if (!mayHaveConstant(state, CF.becomesUnit)) return out;
  for (const { a, ctx } of activeConstants(state, CF.becomesUnit)) {
    const u = a.mods!.becomesUnit;
    if (!u || !affects(a, ctx, id)) continue;
    const v = { power: u.power ?? 0, hitPoints: u.hitPoints };
    out = out === null ? v : { power: Math.max(out.power, v.power), hitPoints: Math.max(out.hitPoints, v.hitPoints) };
  }
  return out;
}

/** Whether anything could make a development a unit now (a pre-check for loops over many cards). */
export function developmentsMayBeUnits(state: GameState): boolean {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) if (fx[i]!.k === RB.modify && fx[i]!.data.unitPower !== undefined) return true;
  return mayHaveConstant(state, CF.becomesUnit);
}

/**
 * Current power (icons), never below 0. A development has none unless an effect makes it a unit (then
 * what that effect gives, changed like any unit's); none for any card that loses all power. A legend's power,
 * where one number is needed, is that of its weakest zone (FAQ v1.6: Legends).
 */
export function power(state: GameState, id: number): number {
  const c = state.cards[id]!;
  let base: number;
  if (c.dev) {
    const u = developmentUnitStats(state, id);
    if (u === null || hasFlag(state, id, 'losesAllPower')) return 0;
    base = u.power;
  } else if (c.faceDown) return 0;
  else {
    // "Does not count its power" / "loses all power": none, whatever it gains.
    if (hasFlag(state, id, 'losesAllPower')) return 0;
    const d = defOf(c);
    const lp = d.legendPower;
    base = lp ? Math.min(lp.kingdom, lp.quest, lp.battlefield) : d.power;
  }
  const v = base + statChange(state, id, 'power');
  return v > 0 ? v : 0;
}

/** A legend's power in one zone: its icons there, changed by effects alike in every zone. */
export function legendZonePower(state: GameState, id: number, zone: ZoneName): number {
  if (hasFlag(state, id, 'losesAllPower')) return 0;
  const lp = defOf(state.cards[id]!).legendPower;
  const v = (lp ? lp[zone] : 0) + statChange(state, id, 'power');
  return v > 0 ? v : 0;
}

/** Current hit points, never below 0 (a development's: those an effect making it a unit gives). */
export function hitPoints(state: GameState, id: number): number {
  const c = state.cards[id]!;
  let base: number;
  if (c.dev) {
    const u = developmentUnitStats(state, id);
    if (u === null) return 0;
    base = u.hitPoints;
  } else if (c.faceDown) return 0;
  else if (isSupportCardInPlay(c)) {
    // A support card made a unit has the hit points the effect gives; otherwise none.
    const u = developmentsMayBeUnits(state) ? developmentUnitStats(state, id) : null;
    base = u === null ? defOf(c).hitPoints : u.hitPoints;
  } else base = defOf(c).hitPoints;
  const { total, gains } = hitPointChanges(state, id);
  // "Cannot have its hit points reduced by card effects": the lowering ones are ignored.
  const v = base + (gains > total && hasFlag(state, id, 'hitPointsCannotBeReduced') ? gains : total);
  return v > 0 ? v : 0;
}

/** The net change to a card's hit points, and the sum of the changes that raise them only. */
function hitPointChanges(state: GameState, id: number): { total: number; gains: number } {
  let total = 0;
  let gains = 0;
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card === id && e.k === RB.modify) {
      const n = e.data.hitPoints;
      if (n !== undefined) {
        total += n;
        if (n > 0) gains += n;
      }
    }
  }
  for (const { a, ctx } of activeConstants(state, CF.hitPoints)) {
    const f = a.mods?.hitPoints;
    if (f && affects(a, ctx, id)) {
      ctx.each = id;
      const n = f(ctx);
      total += n;
      if (n > 0) gains += n;
    }
  }
  return { total, gains };
}

/** How much each damage token on the card counts ("treat each damage on it as 2 damage": 2). */
export function damageWeight(state: GameState, id: number): number {
  return hasFlag(state, id, 'damageCountsDouble') ? 2 : 1;
}

/** The damage on the card as it counts against its hit points (each token counting as `damageWeight`). */
export function damageCounted(state: GameState, id: number): number {
  const d = state.cards[id]!.damage;
  return d > 0 ? d * damageWeight(state, id) : 0;
}

/** How much more damage destroys it (each point counting as `damageWeight`). */
export function remainingHitPoints(state: GameState, id: number): number {
  const w = damageWeight(state, id);
  const r = Math.ceil(hitPoints(state, id) / w) - state.cards[id]!.damage;
  return r > 0 ? r : 0;
}

/** Combat damage a participating unit contributes: its power plus extra combat damage. */
export function combatDamageOf(state: GameState, id: number): number {
  const v = power(state, id) + statChange(state, id, 'combatDamage');
  return v > 0 ? v : 0;
}

/**
 * Value of a numeric keyword (printed and gained), 0 when absent. A blank text box loses the printed
 * keywords only: keywords other cards give it stay ("as though its printed text box were blank").
 */
export function keywordValue(state: GameState, id: number, kw: Numeric): number {
  const c = state.cards[id]!;
  // A development has no text box: only a facedown card's own Ambush is read (to turn it faceup).
  // One that is also a unit keeps the keywords effects give it. A card facedown elsewhere (on the
  // chain as it is played as a development) shows no keyword at all: hidden information.
  const printedRead = c.faceDown ? c.dev && kw === 'ambush' : !c.dev;
  if (!printedRead && !isUnit(state, id)) return 0;
  if (kw === 'toughness' && hasFlag(state, id, 'losesToughness')) return 0;
  const printed = printedRead && !isBlanked(state, id) ? defOf(c).keywords[kw] : undefined;
  const v = (typeof printed === 'number' ? printed : 0) + statChange(state, id, kw);
  return v > 0 ? v : 0;
}

/** Whether a card has a flag keyword (Scout, Limited, Necromancy), printed or gained. */
export function hasFlagKeyword(state: GameState, id: number, kw: 'scout' | 'limited' | 'necromancy'): boolean {
  const c = state.cards[id]!;
  const inPlay = isInPlay(c);
  // A card facedown out of play (on the chain as it is played as a development) shows no keyword.
  if (c.faceDown && !inPlay) return false;
  // A blank text box loses the printed keyword only; one another card gives stays.
  if (!(inPlay && (c.dev || c.faceDown || isBlanked(state, id))) && defOf(c).keywords[kw as keyof Keywords]) return true;
  const fx = state.effects;
  // Out of play, only a card in a discard pile can have gained a keyword: Necromancy (Countess Iseara).
  if (!inPlay) return kw === 'necromancy' && c.loc === 'discard' && fx.some((e) => e.card === id && e.k === RB.modify && e.data.necromancy);
  if (kw === 'limited') return false;
  for (let i = 0; i < fx.length; i++) if (fx[i]!.card === id && fx[i]!.k === RB.modify && fx[i]!.data[kw]) return true;
  for (const { a, ctx } of activeConstants(state, CF.keywords)) if (a.mods![kw as 'scout' | 'necromancy'] && affects(a, ctx, id)) return true;
  return false;
}

// ---------------------------------------------------------------- combat status

export const isAttacking = isAttackingNow;

export function isDefending(state: GameState, id: number): boolean {
  const cb = state.combat;
  return cb !== null && cb.step !== 'done' && cb.defenders.includes(id);
}

/**
 * "Opposed in combat": attacking while the other side has a participant (a unit declared as a
 * defender, or the legend attacked through the zone), or defending while some unit attacks.
 */
export function isOpposed(state: GameState, id: number): boolean {
  const cb = state.combat;
  if (cb === null || cb.step === 'done') return false;
  if (cb.attackers.includes(id)) return cb.defenders.length > 0 || cb.legend >= 0;
  if (cb.defenders.includes(id) || (cb.legend === id && cb.step !== 'chooseZone')) return cb.attackers.length > 0;
  return false;
}

/**
 * Whether a unit may be declared as a defender now: the defender's, in the attacked zone (or any, with
 * the flag), not corrupt, not "cannot defend"; only while the zone is attacked — from the declaration
 * of attackers (FAQ section 3: the zone is attacked once an attacker is declared) until the combat is over.
 */
export function canDefend(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  const cb = state.combat;
  if (cb === null || cb.step === 'chooseZone' || cb.step === 'done') return false;
  const there = c.loc === cb.zone || (isZone(c.loc) && hasFlag(state, id, 'defendFromAnyZone'));
  return there && c.controller === cb.defender && isUnit(state, id) && !c.corrupt && !hasFlag(state, id, 'cannotDefend');
}

// ---------------------------------------------------------------- zones and capitals

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

/** Total power a player has in a zone: the capital's base plus his faceup cards there and a legend's icons. */
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
    if (c.controller === p && (c.dev || isSupportCardInPlay(c) ? devs && developmentUnitStats(state, c.id) !== null : isUnitCard(c))) out.push(c.id);
  }
  return out;
}

/** Every unit in play, both players, in a fixed order. */
export function allUnitsInPlay(state: GameState): number[] {
  const out: number[] = [];
  for (const p of [0, 1] as const) for (const z of ['kingdom', 'quest', 'battlefield'] as const) out.push(...unitsIn(state, p, z));
  return out;
}

/** Every card in play, both players (zones, then legends), in a fixed order. */
export function cardsInPlay(state: GameState): number[] {
  const out: number[] = [];
  for (const p of [0, 1] as const) for (const z of ['kingdom', 'quest', 'battlefield'] as const) for (const id of state.players[p].zones[z].cards) out.push(id);
  for (const p of [0, 1] as const) if (state.players[p].legend >= 0) out.push(state.players[p].legend);
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
  for (const q of [p, opponent(p)]) {
    const z = state.players[q].zones;
    n += countSymbols(state, p, z.kingdom.cards, race) + countSymbols(state, p, z.quest.cards, race) + countSymbols(state, p, z.battlefield.cards, race);
  }
  if (pl.legend >= 0) for (const s of defOf(state.cards[pl.legend]!).raceSymbols) if (s === race) n++;
  return n;
}

/** Experience cards attached to a card (facedown attachments that are not developments). */
export function experienceOn(state: GameState, host: number): number {
  if (!isInPlay(state.cards[host]!)) return 0;
  let n = 0;
  for (const id of attachmentsOf(state, host)) {
    const c = state.cards[id]!;
    if (c.faceDown && !c.dev) n++;
  }
  return n;
}
