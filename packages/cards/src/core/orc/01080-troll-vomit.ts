import { action, destroy, duringYourTurn, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

function destroyAllUnits(ctx: Ctx): void {
  for (const id of queries.allUnitsInPlay(ctx.state)) destroy(ctx, id);
}

export default defineCard(import.meta.url, '01080', {
  text: 'Play only during your turn. Action: destroy every unit in play (no targeting).',
  abilities: [action({ playable: duringYourTurn, effect: destroyAllUnits })],
});
