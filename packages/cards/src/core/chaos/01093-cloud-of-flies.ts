import { dealDamageToUnits } from '@invasion/engine';
import { all, atBeginningOfYourTurn, isUnit, mayTrigger, picked, queries, targetUnit, yours, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

const hostOf = (ctx: Ctx): number => ctx.state.cards[ctx.self]!.attachedTo;

/** The host and the chosen unit each take 1 uncancellable damage, together (nothing when declined). */
function swarm(ctx: Ctx): void {
  const target = picked(ctx, 0);
  const host = hostOf(ctx);
  if (target < 0 || host < 0 || !queries.isInPlay(ctx.state.cards[host]!)) return;
  dealDamageToUnits(ctx.state, [host, target], [1, 1], { combat: false, uncancellable: true });
}

export default defineCard(import.meta.url, '01093', {
  text: 'Attachment. Spell. Play onto a unit you control (target). At the start of your turn, you may have the attached unit and one other target unit each take 1 uncancellable damage.',
  attach: { host: all(isUnit, yours) },
  abilities: [
    mayTrigger({
      ...atBeginningOfYourTurn,
      // "you may": declining is passing on this choice.
      choices: [targetUnit('unit to damage (or pass to decline)', (ctx, id) => id !== hostOf(ctx), { min: 0, max: 1 })],
      effect: swarm,
    }),
  ],
});
