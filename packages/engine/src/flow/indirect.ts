/**
 * Indirect damage (FAQ v1.5): non-combat damage dealt to a player, who assigns it among his units,
 * legend and capital zones — never to a burning zone, never more to a unit than destroys it
 * (counting every active cancellation and prevention, none of it when the damage cannot be
 * cancelled; to a unit nothing could destroy, never more than would all be dealt) nor more to a
 * zone than burns it. Assigned one choice at a time, then dealt all at
 * once. When both players must assign at once, the active player assigns first.
 */
import type { Decision, GameState, Step, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { dealDamageToUnits, dealDamageToZone, isUncancellable, lethalAssignment, preventable } from '../effects/damage.js';
import { unitsIn, zoneHitPoints } from '../characteristics/cards.js';

type IndirectStep = Extract<Step, { t: 'indirect' }>;

function unitCapacity(state: GameState, step: IndirectStep, id: number): number {
  const i = step.units.indexOf(id);
  const already = i >= 0 ? step.unitAmounts[i]! : 0;
  const unc = isUncancellable(state, { combat: false, uncancellable: step.uncancellable, indirect: true, source: step.source });
  const lethal = lethalAssignment(state, id, unc, false, already);
  if (lethal !== Infinity) return lethal;
  // Nothing assigned could destroy it. The cap counts cancellation, so no damage may be wasted on it:
  // only what would all be dealt (none on a unit that cancels all of it; 1 on one that cancels all
  // but 1 of each damage, as Dragonmage).
  let n = 0;
  while (n < step.amount && preventable(state, id, already + n + 1, unc, false) === 0) n++;
  return n;
}

function zoneCapacity(state: GameState, step: IndirectStep, zone: ZoneName): number {
  const z = state.players[step.player].zones[zone];
  if (z.burning) return 0;
  return Math.max(0, zoneHitPoints(state, step.player, zone) - z.damage - step.zoneAmounts[zone]);
}

export function indirectOptions(state: GameState): Decision[] {
  const step = state.stack[state.stack.length - 1] as IndirectStep;
  const out: Decision[] = [];
  for (const zone of ZONES) {
    for (const id of unitsIn(state, step.player, zone)) {
      const cap = Math.min(unitCapacity(state, step, id), step.amount);
      for (let n = 1; n <= cap; n++) out.push({ type: 'assign', target: id, amount: n });
    }
  }
  // His legend too, like a unit (FAQ v1.5: Indirect Damage).
  const legend = state.players[step.player].legend;
  if (legend >= 0) {
    const cap = Math.min(unitCapacity(state, step, legend), step.amount);
    for (let n = 1; n <= cap; n++) out.push({ type: 'assign', target: legend, amount: n });
  }
  for (const zone of ZONES) {
    const cap = Math.min(zoneCapacity(state, step, zone), step.amount);
    for (let n = 1; n <= cap; n++) out.push({ type: 'assign', target: zone, amount: n });
  }
  return out;
}

export function runIndirectStep(state: GameState, step: IndirectStep): void {
  if (step.amount > 0 && indirectOptions(state).length > 0) {
    state.prompt = { player: step.player, kind: 'assignIndirect', amount: step.amount, effects: [] };
    return;
  }
  state.stack.pop();
  const kind = { combat: false, uncancellable: step.uncancellable, indirect: true, source: step.source };
  dealDamageToUnits(state, step.units, step.unitAmounts, kind);
  for (const zone of ZONES) dealDamageToZone(state, step.player, zone, step.zoneAmounts[zone], kind);
}

export function applyIndirectDecision(state: GameState, d: Decision): void {
  if (d.type !== 'assign') return;
  const step = state.stack[state.stack.length - 1] as IndirectStep;
  if (typeof d.target === 'string') step.zoneAmounts[d.target] += d.amount;
  else {
    const i = step.units.indexOf(d.target);
    if (i >= 0) step.unitAmounts[i]! += d.amount;
    else {
      step.units.push(d.target);
      step.unitAmounts.push(d.amount);
    }
  }
  step.amount -= d.amount;
}
