import { action, afterDamageAssigned, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

function anyDamageAssigned(ctx: Ctx): boolean {
  return (ctx.state.combat?.capitalAssigned ?? 0) > 0 || ctx.state.cards.some((c) => c.assigned > 0);
}

/** Every point of combat damage assigned and not yet applied is cancelled — except uncancellable damage. */
function cancelAssignedDamage(ctx: Ctx): void {
  const cb = ctx.state.combat;
  const keep = cb ? cb.uncancellableTo : [];
  const kept = (id: number) => {
    let n = 0;
    for (let i = 0; i < keep.length; i += 2) if (keep[i] === id) n += keep[i + 1]!;
    return n;
  };
  for (const c of ctx.state.cards) if (c.assigned > 0) c.assigned = Math.min(c.assigned, kept(c.id));
  if (cb) cb.capitalAssigned = Math.min(cb.capitalAssigned, kept(-1));
}

export default defineCard(import.meta.url, '01025', {
  text: 'Action: play after combat damage has been assigned this battlefield phase: cancel all of that damage that can be cancelled.',
  abilities: [action({ playable: (ctx) => afterDamageAssigned(ctx) && anyDamageAssigned(ctx), effect: cancelAssignedDamage })],
});
