/**
 * Assign Damage (Core Rulebook errata, FAQ section 2; FAQ Q&A on assigning combat damage):
 * each side counts the power of its participating units. The attacker assigns first and must assign
 * enough to destroy every defender — counting hit points left and damage cancellation already
 * active (Toughness) — before any damage may go to the attacked capital zone; he may over-assign.
 * A burning zone cannot be assigned damage. Then the defender assigns his damage to attacking units
 * only. All of it is applied together in the next step. Damage with no legal target is lost.
 */
import { log, nameOf, playerName } from '../log.js';
import { lethalAssignment, power } from '../rules/queries.js';
import { constantTotal, hasConstantFlag } from '../abilities/constants.js';
import type { Decision, GameState, PlayerId } from '../types.js';

/** Combat damage a participating unit contributes. */
export function combatDamageOf(state: GameState, id: number): number {
  return power(state, id) + constantTotal(state, id, 'combatDamage');
}

export function startAssigning(state: GameState, side: PlayerId): void {
  const cb = state.combat!;
  const units = side === cb.attacker ? cb.attackers : cb.defenders;
  let total = 0;
  let uncancellable = 0;
  for (const id of units) {
    const n = combatDamageOf(state, id);
    total += n;
    if (hasConstantFlag(state, id, 'uncancellableDamage')) uncancellable += n;
  }
  cb.assigning = side;
  cb.toAssign = total;
  cb.uncancellableLeft = uncancellable;
  if (state.log) log(state, `${playerName(side)} has ${total} combat damage to assign`);
}

export function assignOptions(state: GameState): Decision[] {
  const cb = state.combat!;
  const out: Decision[] = [];
  const n = cb.toAssign;
  if (cb.assigning === cb.attacker) {
    let allLethal = true;
    for (const id of cb.defenders) {
      if (state.cards[id]!.assigned < lethalAssignment(state, id)) allLethal = false;
      for (let a = 1; a <= n; a++) out.push({ type: 'assign', target: id, amount: a });
    }
    if (allLethal && !state.players[cb.defender].zones[cb.zone].burning) {
      for (let a = 1; a <= n; a++) out.push({ type: 'assign', target: cb.zone, amount: a });
    }
  } else {
    for (const id of cb.attackers) for (let a = 1; a <= n; a++) out.push({ type: 'assign', target: id, amount: a });
  }
  return out;
}

export function applyAssign(state: GameState, d: Decision): void {
  if (d.type !== 'assign') return;
  const cb = state.combat!;
  if (typeof d.target === 'string') cb.capitalAssigned += d.amount;
  else state.cards[d.target]!.assigned += d.amount;
  cb.toAssign -= d.amount;
  // Uncancellable damage (from units whose damage cannot be cancelled) is assigned first.
  const unc = Math.min(cb.uncancellableLeft, d.amount);
  if (unc > 0) {
    cb.uncancellableLeft -= unc;
    cb.uncancellableTo.push(typeof d.target === 'string' ? -1 : d.target, unc);
  }
  if (state.log) log(state, `${playerName(cb.assigning)} assigns ${d.amount} damage to ${typeof d.target === 'string' ? `the ${d.target}` : nameOf(state, d.target)}`);
}
