/**
 * Apply Damage: all assigned combat damage is applied together. Toughness cancels as it is applied;
 * units with damage ≥ hit points are then destroyed together and zones burn (state checks). The
 * combat step then raises "combat damage applied" (Raider, Scout) and "attack resolved".
 */
import { COMBAT, dealDamageToUnits, dealDamageToZone } from '../rules/damage.js';
import { isInPlay } from '../rules/queries.js';
import type { GameState } from '../types.js';

export function applyCombatDamage(state: GameState): void {
  const cb = state.combat!;
  const targets: number[] = [];
  const amounts: number[] = [];
  for (const c of state.cards) {
    if (c.assigned > 0) {
      if (isInPlay(c)) {
        targets.push(c.id);
        amounts.push(c.assigned);
      }
      c.assigned = 0;
    }
  }
  dealDamageToUnits(state, targets, amounts, COMBAT);
  dealDamageToZone(state, cb.defender, cb.zone, cb.capitalAssigned, COMBAT);
  cb.capitalAssigned = 0;
}
