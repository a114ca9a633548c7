/**
 * Assign Damage (Core Rulebook errata, FAQ section 2; FAQ Q&A on assigning combat damage): each side
 * counts the combat damage of its participating units. The attacker assigns first and must assign
 * enough to destroy every defender — counting hit points left, what is assigned already, "double"
 * modifiers as it is assigned and every active cancellation and prevention (none of the cancellation
 * when his damage cannot be cancelled) — before any damage may go to the attacked capital zone; he
 * may over-assign. A burning zone cannot be assigned damage. Then the defender assigns his damage to
 * attacking units only. All of it is applied together in the next step. Damage with no legal
 * target is lost.
 * A legend attacked through a zone (rules summary: Attacking a Legend) takes the capital section's
 * place: once every defending unit has lethal damage the attacker may assign to the legend, never to
 * the zone; damage beyond what destroys it is ignored. The defending legend adds its power in that
 * zone to the defender's damage. An attacking legend deals its power (its weakest zone's) and can be
 * assigned damage like an attacking unit.
 */
import { record, section, seen } from '../../log.js';
import { combatDamageOf, hasFlag, isUnit, legendZonePower } from '../../characteristics/cards.js';
import { isUncancellable, lethalAssignment, modifyAssignedDamage, COMBAT } from '../../effects/damage.js';
import type { Decision, GameState, PlayerId } from '../../types.js';
import { legendStrikesBack } from './declare.js';

/** The legend attacked in this combat while it is still in play, or -1. */
export function attackedLegend(state: GameState): number {
  const cb = state.combat;
  return cb !== null && cb.legend >= 0 && state.players[cb.defender].legend === cb.legend ? cb.legend : -1;
}

export function startAssigning(state: GameState, side: PlayerId): void {
  const cb = state.combat!;
  const units = side === cb.attacker ? cb.attackers : cb.defenders;
  let total = 0;
  let uncancellable = 0;
  for (const id of units) {
    const n = combatDamageOf(state, id);
    if (side === cb.defender && hasFlag(state, id, 'damagesAllAttackers')) {
      damageEachAttacker(state, id, n);
      continue;
    }
    total += n;
    if (hasFlag(state, id, 'damageUncancellable')) uncancellable += n;
  }
  const legend = attackedLegend(state);
  if (side === cb.defender && legend >= 0 && legendStrikesBack(state, legend)) {
    const n = legendZonePower(state, legend, cb.zone);
    total += n;
    if (hasFlag(state, legend, 'damageUncancellable')) uncancellable += n;
  }
  cb.assigning = side;
  cb.toAssign = total;
  cb.uncancellableLeft = uncancellable;
  if (state.log) record(state, { type: 'combatDamageToAssign', player: side, amount: total });
}

/**
 * A defender that "deals its combat damage to all attacking units": the whole of it is assigned to
 * each attacking unit (not a legend) by the rules, outside its side's pool, and applied with the rest.
 */
function damageEachAttacker(state: GameState, id: number, n: number): void {
  const cb = state.combat!;
  if (n <= 0) return;
  const unc = hasFlag(state, id, 'damageUncancellable');
  for (const a of cb.attackers) {
    if (!isUnit(state, a)) continue;
    const amount = modifyAssignedDamage(state, a, n);
    state.cards[a]!.assigned += amount;
    if (unc) cb.uncancellableTo.push(a, amount);
    if (state.log) record(state, { type: 'damageAssigned', player: cb.defender, amount: n, target: { card: seen(state, a) } });
  }
}

/** Whether the damage being assigned now cannot be cancelled (for what counts as lethal). */
function assigningUncancellable(state: GameState): boolean {
  const cb = state.combat!;
  return isUncancellable(state, COMBAT) || (cb.toAssign > 0 && cb.uncancellableLeft >= cb.toAssign);
}

/** Whether every defending unit has been assigned enough to destroy it. */
export function defendersLethallyAssigned(state: GameState): boolean {
  const cb = state.combat!;
  const unc = assigningUncancellable(state);
  for (const id of cb.defenders) if (lethalAssignment(state, id, unc, true, state.cards[id]!.assigned) > 0) return false;
  return true;
}

export function assignOptions(state: GameState): Decision[] {
  const cb = state.combat!;
  const out: Decision[] = [];
  const n = cb.toAssign;
  if (cb.assigning === cb.attacker) {
    for (const id of cb.defenders) for (let a = 1; a <= n; a++) out.push({ type: 'assign', target: id, amount: a });
    const allLethal = defendersLethallyAssigned(state);
    const legend = attackedLegend(state);
    if (cb.legend >= 0) {
      if (allLethal && legend >= 0) for (let a = 1; a <= n; a++) out.push({ type: 'assign', target: legend, amount: a });
    } else if (allLethal && !state.players[cb.defender].zones[cb.zone].burning) {
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
  else state.cards[d.target]!.assigned += modifyAssignedDamage(state, d.target, d.amount);
  cb.toAssign -= d.amount;
  // Uncancellable damage (from units whose damage cannot be cancelled) is assigned first.
  const unc = Math.min(cb.uncancellableLeft, d.amount);
  if (unc > 0) {
    cb.uncancellableLeft -= unc;
    cb.uncancellableTo.push(typeof d.target === 'string' ? -1 : d.target, unc);
  }
  if (state.log) record(state, { type: 'damageAssigned', player: cb.assigning, amount: d.amount, target: typeof d.target === 'string' ? { section: section(cb.defender, d.target) } : { card: seen(state, d.target) } });
}
