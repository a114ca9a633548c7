import { action, cannotAttackOrDefend, pickedAll, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

function pinDown(ctx: Ctx): void {
  for (const id of pickedAll(ctx, 0)) cannotAttackOrDefend(ctx, id, 'turn');
}

export default defineCard(import.meta.url, '07040', {
  text: 'Creature. Action: corrupt this unit to choose one or two target units; until the end of the turn they cannot be declared as attackers or defenders.',
  abilities: [action({ corruptSelf: true, choices: [targetUnit('units that cannot attack or defend this turn', () => true, { min: 1, max: 2 })], effect: pinDown })],
});
