/**
 * Ambush step (rules summary: Ambush X), after attackers are declared and before defenders: the
 * defender may pay X for each facedown development with Ambush X in the attacked zone to turn it
 * faceup. It stops being a development and becomes its card type; an ambushing unit must be
 * declared as a defender. It was already in play, so it does not "enter play".
 */
import { defOf } from '../../ruleset/registry.js';
import { record, seen } from '../../log.js';
import { emit, EV } from '../../effects/events.js';
import { turnFaceup } from '../../effects/movement.js';
import { heroConflict, uniqueConflict } from '../../characteristics/uniqueness.js';
import type { Decision, GameState } from '../../types.js';

export function ambushCost(state: GameState, id: number): number {
  const v = defOf(state.cards[id]!).keywords.ambush;
  return typeof v === 'number' ? v : 0;
}

function canAmbush(state: GameState, id: number): boolean {
  const cb = state.combat!;
  const c = state.cards[id]!;
  if (!c.dev || !c.faceDown || c.controller !== cb.defender || c.owner !== cb.defender) return false;
  const def = defOf(c);
  if (def.keywords.ambush === undefined || !def.implemented) return false;
  if (def.type !== 'Unit' && def.type !== 'Support') return false;
  if (uniqueConflict(state, cb.defender, def) || heroConflict(state, cb.defender, def, cb.zone)) return false;
  return ambushCost(state, id) <= state.players[cb.defender].resources;
}

export function ambushOptions(state: GameState): Decision[] {
  const cb = state.combat!;
  const out: Decision[] = [{ type: 'pass' }];
  for (const id of state.players[cb.defender].zones[cb.zone].cards) if (canAmbush(state, id)) out.push({ type: 'ambush', card: id });
  return out;
}

export function applyAmbush(state: GameState, id: number): void {
  const cb = state.combat!;
  const cost = ambushCost(state, id);
  state.players[cb.defender].resources -= cost;
  turnFaceup(state, id);
  cb.ambushed.push(id);
  if (state.log) record(state, { type: 'ambush', player: cb.defender, card: seen(state, id), cost });
  emit(state, EV.ambushed, id, cb.defender, 0, cb.zone);
}
