import { action, gainPower, queries, sacrificeAUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Each unit in your battlefield as the effect resolves gets +1 power for this turn. */
function empowerBattlefield(ctx: Ctx): void {
  for (const id of queries.unitsIn(ctx.state, ctx.player, 'battlefield')) gainPower(ctx, id, 1);
}

export default defineCard(import.meta.url, '01104', {
  text: 'Action: as a cost, sacrifice one of your units: every unit in your battlefield gets +1 power until end of turn.',
  abilities: [action({ choices: [sacrificeAUnit()], effect: empowerBattlefield })],
});
