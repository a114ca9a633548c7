/**
 * Lizardmen board: when an attack against you has been resolved, you deal 1 damage that cannot be
 * cancelled to one unit (your choice, not a target) that took part in that attack.
 */
import { attackResolved, choose, damage, forced, unit, type AbilityDef, type Ctx } from '@invasion/engine/dsl';

/** A unit that took part in the combat just resolved (attacker or defender). */
function tookPart(ctx: Ctx, id: number): boolean {
  return ctx.state.combat?.participated.includes(id) === true;
}

export const lizardmenAbilities: readonly AbilityDef[] = [
  forced({ when: attackResolved({ player: 'you' }), effect: damage(choose(unit({ where: tookPart }), { label: 'unit that took part in the attack' }), 1, { uncancellable: true }) }),
];
