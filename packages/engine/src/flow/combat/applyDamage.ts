/**
 * Apply Damage: all assigned combat damage is applied together (already modified as it was
 * assigned). Each unit of a side whose pool put at least 1 damage on an opposing unit or capital,
 * and that added damage to that pool, "deals damage in combat" (FAQ: Dealing Damage in Combat).
 * Units with damage ≥ hit points are then destroyed together and zones burn (state checks). The
 * combat step then raises "combat damage applied" (Raider, Scout) and "attack resolved".
 */
import { dealDamageToUnits, dealDamageToZone, type DamageKind } from '../../effects/damage.js';
import { emit, EV } from '../../effects/events.js';
import { combatDamageOf, legendZonePower } from '../../characteristics/cards.js';
import { isInPlay } from '../../primitives/cards.js';
import type { GameState } from '../../types.js';
import { attackedLegend } from './assignDamage.js';
import { legendStrikesBack } from './declare.js';

const COMBAT_ASSIGNED: DamageKind = { combat: true, uncancellable: false, assigned: true };
const UNCANCELLABLE_COMBAT: DamageKind = { combat: true, uncancellable: true, assigned: true };

export function applyCombatDamage(state: GameState): void {
  const cb = state.combat!;
  const targets: number[] = [];
  const amounts: number[] = [];
  const uncTargets: number[] = [];
  const uncAmounts: number[] = [];
  const unc = cb.uncancellableTo;
  for (const c of state.cards) {
    if (c.assigned <= 0) continue;
    if (isInPlay(c)) {
      let u = 0;
      for (let i = 0; i < unc.length; i += 2) if (unc[i] === c.id) u += unc[i + 1]!;
      u = Math.min(u, c.assigned);
      if (c.assigned > u) {
        targets.push(c.id);
        amounts.push(c.assigned - u);
      }
      if (u > 0) {
        uncTargets.push(c.id);
        uncAmounts.push(u);
      }
    }
    c.assigned = 0;
  }
  let uncCapital = 0;
  for (let i = 0; i < unc.length; i += 2) if (unc[i] === -1) uncCapital += unc[i + 1]!;
  uncCapital = Math.min(uncCapital, cb.capitalAssigned);
  cb.uncancellableTo = [];
  // The units the pool of each side came from, counted now (before anything is destroyed).
  const attackingSide = contributors(state, cb.attackers, -1);
  const defendingSide = contributors(state, cb.defenders, attackedLegend(state));
  // Damage applied to each side's cards and capital (after cancellation: FAQ Dealt Damage).
  const applied: [number, number] = [0, 0];
  const count = (ids: readonly number[], dealt: readonly number[]) => {
    for (let i = 0; i < ids.length; i++) applied[state.cards[ids[i]!]!.controller] += dealt[i]!;
  };
  count(targets, dealDamageToUnits(state, targets, amounts, COMBAT_ASSIGNED));
  if (uncTargets.length > 0) count(uncTargets, dealDamageToUnits(state, uncTargets, uncAmounts, UNCANCELLABLE_COMBAT));
  applied[cb.defender] += dealDamageToZone(state, cb.defender, cb.zone, cb.capitalAssigned - uncCapital, COMBAT_ASSIGNED);
  applied[cb.defender] += dealDamageToZone(state, cb.defender, cb.zone, uncCapital, UNCANCELLABLE_COMBAT);
  cb.capitalAssigned = 0;
  if (applied[cb.defender] > 0) for (const id of attackingSide) emit(state, EV.dealtCombatDamage, id, state.cards[id]!.controller, 0, cb.zone, true);
  if (applied[cb.attacker] > 0) for (const id of defendingSide) emit(state, EV.dealtCombatDamage, id, state.cards[id]!.controller, 0, cb.zone, true);
}

/** The participants in play that add damage to their side's pool (a defending legend: its power in the zone). */
function contributors(state: GameState, units: readonly number[], legend: number): number[] {
  const out: number[] = [];
  for (const id of units) if (isInPlay(state.cards[id]!) && combatDamageOf(state, id) > 0) out.push(id);
  const zone = state.combat!.zone;
  if (legend >= 0 && legendStrikesBack(state, legend) && legendZonePower(state, legend, zone) > 0) out.push(legend);
  return out;
}
