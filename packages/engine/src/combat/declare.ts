/**
 * Declaring attackers and defenders. Attackers: units in the active player's battlefield; defenders:
 * units in the attacked zone. Corrupt units cannot attack or defend; nor can units under a
 * "cannot attack/defend" effect.
 */
import { isUnitInPlay } from '../rules/queries.js';
import type { Decision, GameState } from '../types.js';

function hasEffect(state: GameState, id: number, effect: string): boolean {
  for (const e of state.effects) if (e.card === id && e.effect === effect) return true;
  return false;
}

export function canAttack(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  return isUnitInPlay(c) && c.loc === 'battlefield' && c.controller === state.active && !c.corrupt && !hasEffect(state, id, 'cannotAttack');
}

export function canDefend(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  const cb = state.combat;
  return cb !== null && isUnitInPlay(c) && c.loc === cb.zone && c.controller === cb.defender && !c.corrupt && !hasEffect(state, id, 'cannotDefend');
}

export function attackerOptions(state: GameState): Decision[] {
  const cb = state.combat!;
  const out: Decision[] = [{ type: 'pass' }];
  for (const id of state.players[cb.attacker].zones.battlefield.cards) {
    if (!cb.attackers.includes(id) && canAttack(state, id)) out.push({ type: 'attacker', card: id });
  }
  return out;
}

export function defenderOptions(state: GameState): Decision[] {
  const cb = state.combat!;
  const out: Decision[] = [{ type: 'pass' }];
  for (const id of state.players[cb.defender].zones[cb.zone].cards) {
    if (!cb.defenders.includes(id) && canDefend(state, id)) out.push({ type: 'defender', card: id });
  }
  return out;
}
