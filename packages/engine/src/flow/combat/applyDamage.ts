/**
 * Apply Damage: all assigned combat damage is applied together (already modified as it was
 * assigned). Units with damage ≥ hit points are then destroyed together and zones burn (state
 * checks). The combat step then raises "combat damage applied" (Raider, Scout) and "attack resolved".
 */
import { dealDamageToUnits, dealDamageToZone, type DamageKind } from '../../effects/damage.js';
import { isInPlay } from '../../primitives/cards.js';
import type { GameState } from '../../types.js';

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
  dealDamageToUnits(state, targets, amounts, COMBAT_ASSIGNED);
  if (uncTargets.length > 0) dealDamageToUnits(state, uncTargets, uncAmounts, UNCANCELLABLE_COMBAT);
  dealDamageToZone(state, cb.defender, cb.zone, cb.capitalAssigned - uncCapital, COMBAT_ASSIGNED);
  dealDamageToZone(state, cb.defender, cb.zone, uncCapital, UNCANCELLABLE_COMBAT);
  cb.capitalAssigned = 0;
}
