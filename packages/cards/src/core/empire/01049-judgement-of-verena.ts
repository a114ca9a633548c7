import { defOf, queries } from '@invasion/engine';
import { action, destroy, duringYourTurn, ZONE_LIST, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Every unit and support (attachments included) in each zone, either player's, that has no development. */
function destroyInZonesWithoutDevelopments(ctx: Ctx): void {
  const { state } = ctx;
  const doomed: number[] = [];
  for (const p of [0, 1] as const) {
    for (const zone of ZONE_LIST) {
      if (queries.developmentsIn(state, p, zone) > 0) continue;
      for (const id of state.players[p].zones[zone].cards) {
        const c = state.cards[id]!;
        const type = defOf(c).type;
        if (!c.dev && (type === 'Unit' || type === 'Support')) doomed.push(id);
      }
    }
  }
  for (const id of doomed) if (queries.isInPlay(state.cards[id]!)) destroy(ctx, id);
}

export default defineCard(import.meta.url, '01049', {
  text: 'Only during your turn. Action: in every zone of either player with no developments, destroy all units and supports.',
  abilities: [action({ playable: duringYourTurn, effect: destroyInZonesWithoutDevelopments })],
});
