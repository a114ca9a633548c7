/**
 * Declaring attackers and defenders (units include developments that effects make units: they attack
 * and defend facedown). Attackers: units in the active player's battlefield (or any of his zones for
 * one that may attack from any zone), and his legend (rules summary: Legends — it attacks as if it
 * were a unit there); defenders: units in the attacked zone, also when a legend is attacked through
 * it. A legend never defends a capital zone (FAQ v1.6: Legends). Corrupt units cannot attack or
 * defend; nor can units under a "cannot attack/defend" effect — the same holds for a legend.
 */
import { canDefend, hasFlag, isLegendInPlay, isUnit } from '../../characteristics/cards.js';
import { anyConstant } from '../../characteristics/constants.js';
import { CF } from '../../ruleset/compiled.js';
import { ZONES, type Decision, type GameState } from '../../types.js';

export function canAttack(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  const unitThere = isUnit(state, id) && (c.loc === 'battlefield' || hasFlag(state, id, 'attackFromAnyZone'));
  return (unitThere || isLegendInPlay(c)) && c.controller === state.active && !c.corrupt && !hasFlag(state, id, 'cannotAttack');
}

/** Units that may attack from any zone are found outside the battlefield too. */
function attackZones(state: GameState): readonly ('kingdom' | 'quest' | 'battlefield')[] {
  return anyConstant(state, CF.attackFromAnyZone) || state.effects.some((e) => e.data.attackFromAnyZone) ? ['battlefield', 'kingdom', 'quest'] : ['battlefield'];
}

/** Whether the active player has anything able to attack (a unit in his battlefield, his legend). */
export function anyAttacker(state: GameState): boolean {
  const pl = state.players[state.active];
  for (const z of attackZones(state)) for (const id of pl.zones[z].cards) if (canAttack(state, id)) return true;
  return pl.legend >= 0 && canAttack(state, pl.legend);
}

/**
 * Whether a legend attacked through a zone deals its damage back. The texts are silent on a corrupt
 * legend: like a corrupt unit, which cannot defend, it deals none (nor under "cannot defend").
 */
export function legendStrikesBack(state: GameState, id: number): boolean {
  return !state.cards[id]!.corrupt && !hasFlag(state, id, 'cannotDefend');
}

/** Units in the attacked zone that must defend if able (and can): they are declared as defenders by the rules. */
export function mustDefenders(state: GameState): number[] {
  const cb = state.combat!;
  const out = state.players[cb.defender].zones[cb.zone].cards.filter((id) => canDefend(state, id) && hasFlag(state, id, 'mustDefend'));
  return notLeftAlone(state, out, cb.defenders, 'cannotDefendAlone');
}

/**
 * Of the units the rules would declare ("must attack / defend, if able"), one that cannot attack or
 * defend alone is left out when no other card would be declared with it ("cannot" wins).
 */
function notLeftAlone(state: GameState, units: number[], declared: readonly number[], flag: 'cannotAttackAlone' | 'cannotDefendAlone'): number[] {
  return units.filter((id) => !hasFlag(state, id, flag) || units.some((o) => o !== id) || declared.some((o) => o !== id));
}

/** The active player's units that must attack if able (and can): he may not decline to attack, and they are declared as attackers by the rules. */
export function mustAttackers(state: GameState): number[] {
  const pl = state.players[state.active];
  const out: number[] = [];
  for (const z of attackZones(state)) for (const id of pl.zones[z].cards) if (canAttack(state, id) && hasFlag(state, id, 'mustAttack')) out.push(id);
  return notLeftAlone(state, out, state.combat?.attackers ?? [], 'cannotAttackAlone');
}

/**
 * "Cannot attack / defend alone": such a unit may be declared once another card of its side is declared
 * in this combat, or first when another card could still be declared with it (two such units may go
 * together); while it stands alone among the declared cards its player may not end the declarations
 * (no pass): declarations are one at a time and final, so he must declare another.
 */
function declarable(state: GameState, candidates: readonly number[], declared: readonly number[], flag: 'cannotAttackAlone' | 'cannotDefendAlone', kind: 'attacker' | 'defender'): Decision[] {
  const lone = declared.length === 1 && hasFlag(state, declared[0]!, flag) && candidates.length > 0;
  const out: Decision[] = lone ? [] : [{ type: 'pass' }];
  for (const id of candidates) {
    if (hasFlag(state, id, flag) && !declared.some((d) => d !== id) && !candidates.some((o) => o !== id)) continue;
    out.push(kind === 'attacker' ? { type: 'attacker', card: id } : { type: 'defender', card: id });
  }
  return out;
}

export function attackerOptions(state: GameState): Decision[] {
  const cb = state.combat!;
  const candidates: number[] = [];
  for (const z of attackZones(state)) {
    for (const id of state.players[cb.attacker].zones[z].cards) if (!cb.attackers.includes(id) && canAttack(state, id)) candidates.push(id);
  }
  const legend = state.players[cb.attacker].legend;
  if (legend >= 0 && !cb.attackers.includes(legend) && canAttack(state, legend)) candidates.push(legend);
  return declarable(state, candidates, cb.attackers, 'cannotAttackAlone', 'attacker');
}

export function defenderOptions(state: GameState): Decision[] {
  const cb = state.combat!;
  const candidates: number[] = [];
  // Units in the attacked zone, and elsewhere those that may defend any of his zones.
  const zones = state.players[cb.defender].zones;
  for (const z of [cb.zone, ...ZONES.filter((x) => x !== cb.zone)]) {
    for (const id of zones[z].cards) if (!cb.defenders.includes(id) && canDefend(state, id)) candidates.push(id);
  }
  return declarable(state, candidates, cb.defenders, 'cannotDefendAlone', 'defender');
}

/** The declaration step goes on (a prompt) while there is a choice, or a declaration still owed (no pass). */
export function mustPrompt(options: readonly Decision[]): boolean {
  return options.length > 1 || (options.length === 1 && options[0]!.type !== 'pass');
}
