/**
 * Combat in the battlefield phase (FAQ section 3 diagram; rules summary: Battlefield Phase):
 * choose the zone to attack → window → declare attackers (none: skip to the End of Turn window) →
 * window → Ambush step → declare defenders → window → assign damage (attacker, then defender) →
 * window → apply damage. The End of Turn window that follows belongs to the end of turn.
 * Legends (rules summary: Attacking a Legend): the attacker picks a zone and whether he attacks it or
 * the defender's legend through it (one decision); the defenders come from that zone, and the legend
 * takes the place of the capital section as the target of the attackers' damage.
 * An attack an effect initiates (outside the battlefield phase: `initiateAttack`) enters at
 * `attackersGiven`: its zone is set and its units wait; those still able to attack are declared
 * then, and the rest runs as usual; when it is over the
 * combat is gone (effects lasting until the end of combat end), so the phase's later steps and the
 * battlefield phase do not see it.
 * Two zones in one attack (For Ulthuan!): see twoZones.ts — a second target is named after the first
 * (`secondZone`), attackers are declared in two groups, and the second group's combat begins when the
 * first is over (at `attackersGiven`).
 */
import { record, seen, seenOrNull } from '../../log.js';
import { openWindow } from '../window.js';
import { declaredDefenderThisCombat, emit, EV } from '../../effects/events.js';
import { ATTACKERS_GIVEN_STAGE, newCombatState, raiseOpposed } from '../../effects/status.js';
import { expireEffects } from '../../effects/lasting.js';
import { canDefend, isLegendInPlay, opponent } from '../../characteristics/cards.js';
import type { CombatState, Decision, GameState, Step, ZoneName } from '../../types.js';
import { ZONES } from '../../types.js';
import { ambushOptions, applyAmbush } from './ambush.js';
import { anyAttacker, attackerOptions, defenderOptions, mustAttackers, mustDefenders, mustPrompt } from './declare.js';
import { assignOptions, applyAssign, startAssigning } from './assignDamage.js';
import { applyCombatDamage } from './applyDamage.js';
import { applySecondZone, beginSecondAttack, beginSecondGroup, endSecondGroup, resetPlan, secondAttackWaits, secondZoneOptions, takeWaitingAttackers } from './twoZones.js';

type CombatStep = Extract<Step, { t: 'combat' }>;

export const COMBAT_STAGES = {
  chooseZone: 0,
  afterZoneWindow: 1,
  declareAttackers: 2,
  afterAttackersWindow: 3,
  ambush: 4,
  declareDefenders: 5,
  afterDefendersWindow: 6,
  attackerAssigns: 7,
  defenderAssigns: 8,
  afterAssignWindow: 9,
  applyDamage: 10,
  afterDamage: 11,
  done: 12,
  attackersGiven: ATTACKERS_GIVEN_STAGE,
  secondZone: 14,
  /** The first of two combats is over and the window after its damage has been opened (twoZones.ts). */
  betweenCombats: 15,
} as const;

export function runCombatStep(state: GameState, step: CombatStep): void {
  const cb = state.combat;
  switch (step.stage) {
    case COMBAT_STAGES.chooseZone:
      if (attackZoneOptions(state).length > 1) {
        state.prompt = { player: state.active, kind: 'attackZone', amount: 0, effects: [] };
      } else {
        if (state.log) record(state, { type: 'noAttack', player: state.active, able: false });
        state.stack.pop();
      }
      return;
    case COMBAT_STAGES.afterZoneWindow:
    case COMBAT_STAGES.afterAttackersWindow:
    case COMBAT_STAGES.afterDefendersWindow:
    case COMBAT_STAGES.afterAssignWindow:
      step.stage++;
      openWindow(state);
      return;
    case COMBAT_STAGES.declareAttackers:
      cb!.step = 'declareAttackers';
      // "Must attack, if able": declared by the rules as soon as attackers are declared — with a second
      // zone named, those not sent against the first zone are, against the second (twoZones.ts).
      if (!secondAttackWaits(state)) for (const id of mustAttackers(state)) if (!cb!.attackers.includes(id)) cb!.attackers.push(id);
      if (mustPrompt(attackerOptions(state))) state.prompt = { player: cb!.attacker, kind: 'declareAttackers', amount: 0, effects: [] };
      else attackersDone(state, step);
      return;
    case COMBAT_STAGES.secondZone:
      if (secondZoneOptions(state).length > 1) state.prompt = { player: cb!.attacker, kind: 'attackZone', amount: 0, effects: [] };
      else step.stage = COMBAT_STAGES.afterZoneWindow;
      return;
    case COMBAT_STAGES.ambush:
      cb!.step = 'ambush';
      if (ambushOptions(state).length > 1) state.prompt = { player: cb!.defender, kind: 'ambush', amount: 0, effects: [] };
      else finishAmbush(state, step);
      return;
    case COMBAT_STAGES.declareDefenders:
      cb!.step = 'declareDefenders';
      // The units that could defend, as the step begins ("could have defended but did not").
      // (Added to those of an earlier combat of the phase: a two-zone attack, twoZones.ts.)
      for (const z of ZONES) for (const id of state.players[cb!.defender].zones[z].cards) if (canDefend(state, id) && !cb!.couldDefend.includes(id)) cb!.couldDefend.push(id);
      for (const id of cb!.ambushed) if (!cb!.defenders.includes(id) && canDefend(state, id)) cb!.defenders.push(id);
      // "Must defend, if able": declared by the rules as soon as defenders are declared (a unit that cannot defend is not).
      for (const id of mustDefenders(state)) if (!cb!.defenders.includes(id)) cb!.defenders.push(id);
      if (mustPrompt(defenderOptions(state))) state.prompt = { player: cb!.defender, kind: 'declareDefenders', amount: 0, effects: [] };
      else finishDefenders(state, step);
      return;
    case COMBAT_STAGES.attackerAssigns:
    case COMBAT_STAGES.defenderAssigns: {
      // toAssign is -1 until this side has counted its damage ("damage is counted, then assigned").
      const side = step.stage === COMBAT_STAGES.attackerAssigns ? cb!.attacker : cb!.defender;
      cb!.step = 'assignDamage';
      if (cb!.toAssign < 0) startAssigning(state, side);
      if (cb!.toAssign > 0 && assignOptions(state).length > 0) {
        state.prompt = { player: side, kind: 'assignDamage', amount: cb!.toAssign, effects: [] };
        return;
      }
      cb!.toAssign = -1;
      step.stage++;
      return;
    }
    case COMBAT_STAGES.applyDamage:
      cb!.step = 'applyDamage';
      step.stage++;
      applyCombatDamage(state);
      return;
    case COMBAT_STAGES.afterDamage:
      // Runs after the state check, so destroyed units are gone and zones have burned.
      step.stage++;
      emit(state, EV.combatDamageApplied, -1, cb!.attacker);
      emit(state, EV.attackResolved, -1, cb!.defender, 0, cb!.zone);
      return;
    case COMBAT_STAGES.attackersGiven:
      // The units that waited for this combat and may still attack are declared now (twoZones.ts).
      finishAttackers(state, step, takeWaitingAttackers(state));
      return;
    default:
      if (cb) {
        cb.step = 'done';
        // No unit attacks or defends any more: what held only while it did ends, so hit points may fall.
        state.dirty = true;
      }
      // A second attack waits (two zones): players may take actions after the first combat's damage
      // step as after any combat step (rules summary: Battlefield Phase), then its combat begins, from
      // its declared attackers.
      if (step.stage !== COMBAT_STAGES.betweenCombats && secondAttackWaits(state)) {
        step.stage = COMBAT_STAGES.betweenCombats;
        openWindow(state);
        return;
      }
      if (beginSecondAttack(state)) {
        step.stage = COMBAT_STAGES.attackersGiven;
        return;
      }
      state.stack.pop();
      if (state.phase !== 'battlefield') {
        expireEffects(state, 'combat');
        state.combat = null;
      }
  }
}

export function attackZoneOptions(state: GameState): Decision[] {
  const top = state.stack[state.stack.length - 1];
  if (top?.t === 'combat' && top.stage === COMBAT_STAGES.secondZone) return secondZoneOptions(state);
  const out: Decision[] = [{ type: 'pass' }];
  if (!anyAttacker(state)) return out;
  // A unit that must attack if able and can: he may not decline to attack.
  if (mustAttackers(state).length > 0) out.shift();
  for (const zone of ZONES) out.push({ type: 'attack', zone });
  const legend = state.players[opponent(state.active)].legend;
  if (legend >= 0) for (const zone of ZONES) out.push({ type: 'attack', zone, target: legend });
  return out;
}

export function applyAttackZone(state: GameState, d: Decision): void {
  const step = state.stack[state.stack.length - 1] as CombatStep;
  if (step.stage === COMBAT_STAGES.secondZone) {
    applySecondZone(state, d);
    step.stage = COMBAT_STAGES.afterZoneWindow;
    return;
  }
  if (d.type !== 'attack') {
    if (state.log) record(state, { type: 'noAttack', player: state.active, able: true });
    state.stack.pop();
    return;
  }
  const legend = d.target ?? -1;
  state.combat = newCombat(state, d.zone, legend);
  if (state.log) record(state, { type: 'attackZone', player: state.active, defender: opponent(state.active), zone: d.zone, legend: seenOrNull(state, legend) });
  emit(state, EV.attackDeclared, -1, state.active, 0, d.zone);
  // With two zones to attack this turn, a second target may be named next.
  step.stage = resetPlan(state) ? COMBAT_STAGES.secondZone : COMBAT_STAGES.afterZoneWindow;
}

function newCombat(state: GameState, zone: ZoneName, legend: number): CombatState {
  return newCombatState(state.active, zone, legend);
}

export function applyDeclareAttackers(state: GameState, d: Decision): void {
  const step = state.stack[state.stack.length - 1] as CombatStep;
  if (d.type === 'attacker') {
    state.combat!.attackers.push(d.card);
    return;
  }
  attackersDone(state, step);
}

/** The attacker has declared his attackers (against the first zone, then any second zone: twoZones.ts). */
function attackersDone(state: GameState, step: CombatStep): void {
  if (beginSecondGroup(state)) {
    if (mustPrompt(attackerOptions(state))) {
      state.prompt = { player: state.combat!.attacker, kind: 'declareAttackers', amount: 0, effects: [] };
      return;
    }
  }
  endSecondGroup(state);
  finishAttackers(state, step);
}

/** `declared`: the attackers were declared earlier (a second group), so the combat goes on even with none left. */
function finishAttackers(state: GameState, step: CombatStep, declared = false): void {
  const cb = state.combat!;
  if (cb.attackers.length === 0 && !declared) {
    if (state.log) record(state, { type: 'noAttackers', player: cb.attacker });
    state.combat = null;
    state.stack.pop();
    return;
  }
  if (state.log) record(state, { type: 'attackersDeclared', player: cb.attacker, zone: cb.zone, legend: seenOrNull(state, cb.legend), cards: cb.attackers.map((id) => seen(state, id)) });
  // Units that took part, for Raider, Scout and effects on them: a legend is not a unit for card effects.
  cb.participated = cb.attackers.filter((id) => !isLegendInPlay(state.cards[id]!));
  step.stage = COMBAT_STAGES.afterAttackersWindow;
  // Attacking a legend through a zone is not an attack on that zone (the attacker chooses one or the
  // other), so "when this zone is attacked" effects do not trigger.
  if (cb.legend < 0) emit(state, EV.zoneAttacked, -1, cb.defender, 0, cb.zone);
  for (const id of cb.attackers) emit(state, EV.declaredAttacker, id, cb.attacker);
}

export function applyAmbushDecision(state: GameState, d: Decision): void {
  const step = state.stack[state.stack.length - 1] as CombatStep;
  if (d.type === 'ambush') {
    applyAmbush(state, d.card);
    return;
  }
  finishAmbush(state, step);
}

function finishAmbush(state: GameState, step: CombatStep): void {
  step.stage = COMBAT_STAGES.declareDefenders;
  // Ambushed cards' own texts are used in an action window before defenders are declared.
  if (state.combat!.ambushed.length > 0) openWindow(state);
}

export function applyDeclareDefenders(state: GameState, d: Decision): void {
  const step = state.stack[state.stack.length - 1] as CombatStep;
  if (d.type === 'defender') {
    state.combat!.defenders.push(d.card);
    return;
  }
  finishDefenders(state, step);
}

function finishDefenders(state: GameState, step: CombatStep): void {
  const cb = state.combat!;
  if (state.log) record(state, { type: 'defendersDeclared', player: cb.defender, cards: cb.defenders.map((id) => seen(state, id)) });
  for (const id of cb.defenders) if (!cb.participated.includes(id)) cb.participated.push(id);
  step.stage = COMBAT_STAGES.afterDefendersWindow;
  // A unit an effect declared as a defender before this step was declared then (its Counterstrike has struck).
  const early = cb.defenders.filter((id) => declaredDefenderThisCombat(state, id));
  for (const id of cb.defenders) if (!early.includes(id)) emit(state, EV.declaredDefender, id, cb.defender);
  raiseOpposed(state);
}

export function applyAssignDecision(state: GameState, d: Decision): void {
  applyAssign(state, d);
}
