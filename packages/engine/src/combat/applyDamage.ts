/**
 * Apply Damage: all assigned combat damage is applied together. Toughness cancels as it is applied;
 * units with damage ≥ hit points are then destroyed together and zones burn (state checks). The
 * combat step then raises "combat damage applied" (Raider, Scout) and "attack resolved".
 */
import { COMBAT, dealDamageToUnits, dealDamageToZone } from '../rules/damage.js';
import { isInPlay } from '../rules/queries.js';

const UNCANCELLABLE_COMBAT = { combat: true, uncancellable: true };
import type { GameState } from '../types.js';

export function applyCombatDamage(state: GameState): void {
  const cb = state.combat!;
  const targets: number[] = [];
  const amounts: number[] = [];
  const uncTargets: number[] = [];
  const uncAmounts: number[] = [];
  let uncCapital = 0;
  const unc = cb.uncancellableTo;
  for (const c of state.cards) {
    if (c.assigned > 0) {
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
  }
  for (let i = 0; i < unc.length; i += 2) if (unc[i] === -1) uncCapital += unc[i + 1]!;
  uncCapital = Math.min(uncCapital, cb.capitalAssigned);
  cb.uncancellableTo = [];
  dealDamageToUnits(state, targets, amounts, COMBAT);
  if (uncTargets.length > 0) dealDamageToUnits(state, uncTargets, uncAmounts, UNCANCELLABLE_COMBAT);
  dealDamageToZone(state, cb.defender, cb.zone, cb.capitalAssigned - uncCapital, COMBAT);
  dealDamageToZone(state, cb.defender, cb.zone, uncCapital, UNCANCELLABLE_COMBAT);
  cb.capitalAssigned = 0;
}
