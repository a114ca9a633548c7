/**
 * Attacking two zones in one battlefield phase (`attackTwoZones()`: a player's attack this turn may go
 * against two of the opponent's zones, For Ulthuan!). While its player has the `twoZones` effect:
 * - Declare Target of Attack: after the first zone (or a legend through it) he may name a second,
 *   another zone of the same opponent (a legend is attacked at most once);
 * - Declare Attackers: he declares the attackers against the first zone, then those against the
 *   second (each unit attacks one zone) — a unit that must attack goes against either, as he
 *   chooses: one not declared against the first is declared against the second by the rules;
 * - the two attacks then resolve as two combats one after the other, each with its own defenders,
 *   damage, Counterstrike and capital damage. The second group waits through the first combat
 *   (`nextAttacker` markers: not attacking yet, out of that combat) and is declared against its zone
 *   as the second combat begins ("when this attacks", "when this zone is attacked" trigger then). They
 *   were declared as attackers with the first group (the card's reminder: which units go against
 *   which zone is settled as attackers are declared), so each of them still attacks unless it is no longer
 *   there to attack — it left play, changed sides, or left the battlefield with no right to attack
 *   from where it is (FAQ: Moving Units); being corrupted or put under "cannot attack" meanwhile
 *   does not undo its declaration (as for any attacker: Wall of Maggots). The second combat is
 *   fought even with none of them left (FAQ section 3: once attackers are declared, the battlefield
 *   phase is carried out to the extent able). Between the two comes the action window that follows
 *   the first combat's damage step (actions may be taken after each combat step); the End of Turn
 *   window follows only the second. The first combat's participants keep a `foughtEarlier`
 *   marker for the rest of the phase ("participated in combat this phase"), and the units that
 *   could have defended in it stay among those that could have defended (Malus Darkblade).
 * With no attacker against the first zone, the second group's attack is the only one.
 */
import { record, seenOrNull } from '../../log.js';
import { addEffect, RB, removeEffect } from '../../primitives/lasting.js';
import { isInPlay } from '../../primitives/cards.js';
import { expireEffects } from '../../effects/lasting.js';
import { mayAttackFromAnywhere, newCombatState } from '../../effects/status.js';
import { emit, EV, participatesInCombat } from '../../effects/events.js';
import { ZONES, type Decision, type GameState, type LastingEffect, type PlayerId } from '../../types.js';
import { hasFlag, isLegendInPlay, isUnit } from '../../characteristics/cards.js';
import { mustAttackers } from './declare.js';

/** The `twoZones` effect of a player this turn, or null. */
export function twoZonePlan(state: GameState, p: PlayerId = state.active): LastingEffect | null {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) if (fx[i]!.k === RB.twoZones && fx[i]!.controller === p) return fx[i]!;
  return null;
}

/** A new attack is being declared: nothing planned yet for this one. Whether a second zone may be named. */
export function resetPlan(state: GameState): boolean {
  const plan = twoZonePlan(state);
  if (!plan) return false;
  plan.data = { zone: -1, legend: -1, split: -1 };
  return true;
}

/** The second target's options: another zone of the same opponent, or his legend through it if the first was no legend. */
export function secondZoneOptions(state: GameState): Decision[] {
  const cb = state.combat!;
  const out: Decision[] = [{ type: 'pass' }];
  for (const zone of ZONES) if (zone !== cb.zone) out.push({ type: 'attack', zone });
  const legend = state.players[cb.defender].legend;
  if (legend >= 0 && cb.legend < 0) for (const zone of ZONES) if (zone !== cb.zone) out.push({ type: 'attack', zone, target: legend });
  return out;
}

export function applySecondZone(state: GameState, d: Decision): void {
  const plan = twoZonePlan(state);
  if (!plan || d.type !== 'attack') return;
  plan.data.zone = ZONES.indexOf(d.zone);
  plan.data.legend = d.target ?? -1;
  const cb = state.combat!;
  if (state.log) record(state, { type: 'attackZone', player: cb.attacker, defender: cb.defender, zone: d.zone, legend: seenOrNull(state, plan.data.legend) });
  emit(state, EV.attackDeclared, -1, cb.attacker, 0, d.zone);
}

/**
 * The first group has been declared: when a second zone is planned, the combat now shows that zone
 * while its attackers are declared (the first group stays listed, so none is declared twice).
 * Whether the second group is to be declared now.
 */
export function beginSecondGroup(state: GameState): boolean {
  const plan = twoZonePlan(state);
  const cb = state.combat!;
  if (!plan || plan.data.zone! < 0 || plan.data.split! >= 0) return false;
  plan.data.split = cb.attackers.length;
  swapTargets(state, plan);
  // A unit that must attack and was not sent against the first zone attacks the second.
  for (const id of mustAttackers(state)) if (!cb.attackers.includes(id)) cb.attackers.push(id);
  return true;
}

/** Both groups are declared: the combat keeps the first group against the first zone; the second group waits. */
export function endSecondGroup(state: GameState): void {
  const plan = twoZonePlan(state);
  const cb = state.combat!;
  if (!plan || plan.data.split! < 0) return;
  swapTargets(state, plan);
  const first = cb.attackers.slice(0, plan.data.split);
  const second = cb.attackers.slice(plan.data.split);
  plan.data.split = -1;
  if (first.length === 0) {
    // Nothing against the first zone: the second group's attack is the only one.
    swapTargets(state, plan);
    plan.data.zone = -1;
    return;
  }
  cb.attackers = first;
  if (second.length === 0) plan.data.zone = -1;
  for (const id of second) addEffect(state, 'nextAttacker', { source: plan.source, controller: cb.attacker, card: id, until: 'turn' });
}

/** Exchanges the combat's target with the planned one (zone and legend). */
function swapTargets(state: GameState, plan: LastingEffect): void {
  const cb = state.combat!;
  const zone = ZONES[plan.data.zone!]!;
  const legend = plan.data.legend!;
  plan.data.zone = ZONES.indexOf(cb.zone);
  plan.data.legend = cb.legend;
  cb.zone = zone;
  cb.legend = legend;
}

/**
 * A unit of the second group is still there to attack: in play (a marker leaves with its card), its
 * player's, and in the battlefield or a zone it may attack from (or his legend).
 */
function stillThere(state: GameState, p: PlayerId, id: number): boolean {
  const c = state.cards[id]!;
  if (!isInPlay(c) || c.controller !== p) return false;
  return isLegendInPlay(c) || (isUnit(state, id) && (c.loc === 'battlefield' || hasFlag(state, id, 'attackFromAnyZone')));
}

/**
 * The units waiting to attack (`nextAttacker` markers) that still do: a second group's units while
 * still there to attack, an initiated attack's (`anyZone`) those able to attack wherever they are.
 * The markers end.
 */
function waitingAttackers(state: GameState): number[] {
  const out: number[] = [];
  for (let i = state.effects.length - 1; i >= 0; i--) {
    const e = state.effects[i]!;
    if (e.k !== RB.nextAttacker) continue;
    if (e.data.anyZone ? mayAttackFromAnywhere(state, e.controller, e.card) : stillThere(state, e.controller, e.card)) out.unshift(e.card);
    removeEffect(state, e);
  }
  return out;
}

/**
 * The combat's attackers are declared from the units that waited for it (an initiated attack, a
 * second group). Whether it is a second group's combat, fought even with none of them left.
 */
export function takeWaitingAttackers(state: GameState): boolean {
  const cb = state.combat!;
  const plan = twoZonePlan(state, cb.attacker);
  const second = plan !== null && plan.data.second === 1;
  if (second) plan.data.second = 0;
  cb.step = 'declareAttackers';
  cb.attackers = waitingAttackers(state);
  return second;
}

/** A second attack of this battlefield phase is still to be fought (its group was declared). */
export function secondAttackWaits(state: GameState): boolean {
  const plan = twoZonePlan(state);
  return plan !== null && state.combat !== null && plan.data.zone! >= 0;
}

/**
 * The first combat is over: when a second group waits and some of it may still attack, the second
 * combat begins (its attackers are declared next: `takeWaitingAttackers`); the first combat's
 * participants are marked for the rest of the phase. Whether a second combat began.
 */
export function beginSecondAttack(state: GameState): boolean {
  const plan = twoZonePlan(state);
  const first = state.combat;
  if (!plan || !first || plan.data.zone! < 0) return false;
  const zone = ZONES[plan.data.zone!]!;
  const legend = state.players[first.defender].legend === plan.data.legend ? plan.data.legend! : -1;
  plan.data.zone = -1;
  for (const id of first.participated) {
    if (isInPlay(state.cards[id]!) && participatesInCombat(state, id)) addEffect(state, 'foughtEarlier', { source: -1, controller: first.attacker, card: id, until: 'phase' });
  }
  // The first combat is over: what lasts until the end of a combat ends.
  expireEffects(state, 'combat');
  state.combat = newCombatState(first.attacker, zone, legend);
  plan.data.second = 1;
  // "Could have defended" is about the whole battlefield phase (Malus Darkblade): the first combat's stay.
  state.combat.couldDefend = first.couldDefend.slice();
  return true;
}
