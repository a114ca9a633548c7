/**
 * Changing a card's state: corruption and restoring (FAQ: Corruption), healing (FAQ: Healing —
 * removing damage tokens; it needs damage to remove), resource tokens. Only cards in play have
 * such state: an effect on a card that has left play does nothing (FAQ: Out of Play — it is a new card).
 */
import { record, section, seen } from '../log.js';
import type { CombatState, GameState, PlayerId, WouldEvent, ZoneName } from '../types.js';
import { isInPlay, opponent } from '../primitives/cards.js';
import { addEffect } from '../primitives/lasting.js';
import { canDefend, hasFlag, isUnit } from '../characteristics/cards.js';
import { emit, EV, opposedThisCombat } from './events.js';
import { replacementsFor, wouldEventData } from './replace.js';
import { resolveNow } from './resolve.js';

/** Corrupt a card; a card already corrupt, or one that cannot be corrupted, does not change state and triggers nothing. */
export function corrupt(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  if (c.corrupt || !isInPlay(c) || hasFlag(state, id, 'cannotBeCorrupted')) return false;
  c.corrupt = true;
  if (state.log) record(state, { type: 'corrupted', card: seen(state, id) });
  emit(state, EV.corrupted, id, c.controller);
  return true;
}

/** Restore a corrupt card; one that cannot be restored stays corrupt and triggers nothing. */
export function restore(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  if (!c.corrupt || !isInPlay(c) || hasFlag(state, id, 'cannotBeRestored')) return false;
  c.corrupt = false;
  if (state.log) record(state, { type: 'restored', card: seen(state, id) });
  emit(state, EV.restored, id, c.controller);
  return true;
}

/**
 * Heal up to n damage from a card; returns the damage removed (0 when it had none). The healed
 * event's player is `by`, the player whose effect heals ("whenever you heal a unit").
 */
export function heal(state: GameState, id: number, n: number, by?: PlayerId): number {
  const c = state.cards[id]!;
  if (!isInPlay(c)) return 0;
  const healed = Math.min(c.damage, Math.max(0, n));
  if (healed === 0) return 0;
  if (healingReplaced(state, id)) return 0;
  c.damage -= healed;
  if (state.log) record(state, { type: 'healed', target: { card: seen(state, id) }, amount: healed });
  emit(state, EV.healed, id, by ?? c.controller, healed);
  return healed;
}

/**
 * "When it would be healed, ... instead": a mandatory replacement of a card's healing resolves
 * instead (the damage stays and the card is not healed — nothing sees it healed).
 */
function healingReplaced(state: GameState, id: number): boolean {
  const w: WouldEvent = { what: 'heal', card: id, pile: 'discard', bottom: false, offered: [] };
  const r = replacementsFor(state, w).find((x) => !x.a.optional);
  if (!r) return false;
  resolveNow(state, r.a.def, r.a.id, r.source, r.controller, wouldEventData(state, w), r.lasting ? r.lasting.n : -1);
  return true;
}

export function healZone(state: GameState, p: PlayerId, zone: ZoneName, n: number): number {
  const z = state.players[p].zones[zone];
  const healed = Math.min(z.damage, Math.max(0, n));
  z.damage -= healed;
  if (healed > 0 && state.log) record(state, { type: 'healed', target: { section: section(p, zone) }, amount: healed });
  return healed;
}

/** Put resource tokens on a card in play (a card that left play gets none). */
export function addTokens(state: GameState, id: number, n: number): number {
  const c = state.cards[id]!;
  if (!isInPlay(c) || n <= 0) return 0;
  c.tokens += n;
  state.dirty = true;
  if (state.log) record(state, { type: 'tokensGained', card: seen(state, id), amount: n });
  return n;
}

export function removeTokens(state: GameState, id: number, n: number): number {
  const c = state.cards[id]!;
  const k = Math.min(c.tokens, Math.max(0, n));
  if (!isInPlay(c) || k === 0) return 0;
  c.tokens -= k;
  state.dirty = true;
  return k;
}

export function gainResources(state: GameState, p: PlayerId, n: number): void {
  if (n <= 0) return;
  state.players[p].resources += n;
  if (state.log) record(state, { type: 'resourcesGained', player: p, amount: n });
}

/** For the rest of the game `p` must burn `n` of his opponent's zones to win (rules summary: "For the rest of the game"). */
export function setZonesToWin(state: GameState, p: PlayerId, n: number): boolean {
  if (n < 1 || state.players[p].zonesToWin === n) return false;
  state.players[p].zonesToWin = n;
  state.dirty = true;
  if (state.log) record(state, { type: 'zonesToWin', player: p, zones: n });
  return true;
}

/** Take up to n resources from a player's pool; returns how many. */
export function loseResources(state: GameState, p: PlayerId, n: number): number {
  const k = Math.min(state.players[p].resources, Math.max(0, n));
  state.players[p].resources -= k;
  return k;
}

/**
 * "It is declared as a defender" by an effect (rules summary: Declare Defenders — only the defending
 * player's units in the attacked zone can defend; corrupt ones cannot): it joins the defenders of the
 * combat in progress and takes part in it, like a unit declared in the Declare Defenders step, and
 * "when declared as a defender" effects (Counterstrike) see it. One that cannot defend there now, or
 * already defends, does nothing.
 */
export function declareAsDefender(state: GameState, id: number): boolean {
  const cb = state.combat;
  if (!cb || cb.defenders.includes(id) || !canDefend(state, id)) return false;
  cb.defenders.push(id);
  if (!cb.participated.includes(id)) cb.participated.push(id);
  if (state.log) record(state, { type: 'defendersDeclared', player: cb.defender, cards: [seen(state, id)] });
  emit(state, EV.declaredDefender, id, cb.defender);
  raiseOpposed(state);
  return true;
}

/**
 * "Put into play attacking": a unit that just entered play under the attacking player during a combat,
 * before its damage is applied, joins the attackers. It was not declared as an attacker ("when this
 * unit attacks" does not see it) but it is attacking and took part in the combat. One that could not
 * attack (corrupt, under "cannot attack") stays out.
 */
export function joinAttack(state: GameState, id: number): boolean {
  const cb = state.combat;
  const c = state.cards[id]!;
  if (!cb || cb.step === 'chooseZone' || cb.step === 'applyDamage' || cb.step === 'done') return false;
  if (cb.attackers.includes(id) || c.controller !== cb.attacker || !isInPlay(c) || !isUnit(state, id) || c.corrupt || hasFlag(state, id, 'cannotAttack')) return false;
  cb.attackers.push(id);
  if (!cb.participated.includes(id)) cb.participated.push(id);
  if (state.log) record(state, { type: 'joinsAttack', player: cb.attacker, card: seen(state, id) });
  raiseOpposed(state);
  return true;
}

/**
 * "Opposed in combat": each card of the combat in progress that now has a card on the other side
 * (attackers: a defender or the legend attacked; defenders and that legend: an attacker) and was not
 * opposed yet in this combat raises an opposed event — once per combat for each card.
 */
export function raiseOpposed(state: GameState): void {
  const cb = state.combat;
  if (!cb) return;
  const defending = cb.legend >= 0 ? [...cb.defenders, cb.legend] : cb.defenders;
  if (cb.attackers.length === 0 || defending.length === 0) return;
  for (const id of cb.attackers) if (!opposedThisCombat(state, id)) emit(state, EV.opposed, id, cb.attacker);
  for (const id of defending) if (!opposedThisCombat(state, id)) emit(state, EV.opposed, id, cb.defender);
}

/** A combat as its zone is chosen (rules summary: Battlefield Phase, Declare Target of Attack): nothing declared yet. */
export function newCombatState(attacker: PlayerId, zone: ZoneName, legend: number): CombatState {
  return {
    attacker,
    defender: opponent(attacker),
    zone,
    legend,
    step: 'chooseZone',
    attackers: [],
    defenders: [],
    ambushed: [],
    assigning: attacker,
    toAssign: -1,
    capitalAssigned: 0,
    participated: [],
    uncancellableLeft: 0,
    uncancellableTo: [],
    couldDefend: [],
  };
}

/** The combat step's stage that goes on from attackers an effect gave (flow/combat/combat.ts). */
export const ATTACKERS_GIVEN_STAGE = 13;

/** Whether a unit may attack wherever it stands: his, in play, a unit, not corrupt (rules summary: Corruption), not under "cannot attack". */
export function mayAttackFromAnywhere(state: GameState, player: PlayerId, id: number): boolean {
  const c = state.cards[id]!;
  return isInPlay(c) && isUnit(state, id) && c.controller === player && !c.corrupt && !hasFlag(state, id, 'cannotAttack');
}

/**
 * "<Units> initiate an attack against <a zone of the opponent>" outside the battlefield phase: in
 * its player's own turn (the active player attacks), with no other combat going on, the units among
 * them able to attack — his, not corrupt, not under "cannot attack" — are to be the attackers,
 * wherever they are, and no other unit may join them. The combat itself (from "attackers declared":
 * the zone is attacked, then defenders, damage) runs once the chain has resolved, before the action
 * window it was started from goes on; until then the units wait (`nextAttacker` markers, `anyZone`):
 * not attacking yet, and only those still able to attack then do.
 */
export function initiateAttack(state: GameState, player: PlayerId, units: readonly number[], zone: ZoneName): boolean {
  if (state.active !== player || (state.combat && state.combat.step !== 'done')) return false;
  const attackers = units.filter((id) => mayAttackFromAnywhere(state, player, id));
  if (attackers.length === 0) return false;
  let at = -1;
  for (let i = state.stack.length - 1; i >= 0 && at < 0; i--) if (state.stack[i]!.t === 'window') at = i;
  if (at < 0) return false;
  const cb = newCombatState(player, zone, -1);
  state.combat = cb;
  for (const id of attackers) addEffect(state, 'nextAttacker', { source: -1, controller: player, card: id, until: 'turn', data: { anyZone: 1 } });
  if (state.log) record(state, { type: 'attackZone', player, defender: cb.defender, zone, legend: null });
  state.stack.splice(at + 1, 0, { t: 'combat', stage: ATTACKERS_GIVEN_STAGE });
  return true;
}

