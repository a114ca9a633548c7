import { all, constant, isDefending, isUnit, queries, yours, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Defending units, while the attached unit is attacking. */
function defenderWhileHostAttacks(ctx: Ctx, id: number): boolean {
  const host = ctx.state.cards[ctx.self]!.attachedTo;
  return host >= 0 && queries.isAttacking(ctx.state, host) && isDefending(ctx.state, id);
}

export default defineCard(import.meta.url, '01094', {
  text: 'Attachment. Mutation. Play onto a unit you control (target). Each defending unit has -1 hit points as long as the attached unit attacks.',
  attach: { host: all(isUnit, yours) },
  abilities: [constant({ affects: defenderWhileHostAttacks, hitPoints: -1 })],
});
