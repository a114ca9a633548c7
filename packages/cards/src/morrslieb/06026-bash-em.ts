import { addLastingEffect, EXTRA_BATTLEFIELD_PHASE, EXTRA_BATTLEFIELD_STARTED, log } from '@invasion/engine';
import { action, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * Adds one battlefield phase after the first battlefield phase of this turn. Once an additional
 * battlefield phase has begun, the first one is over: a later copy finds nothing to follow.
 */
function extraBattlefieldPhase(ctx: Ctx): void {
  if (ctx.state.effects.some((e) => e.effect === EXTRA_BATTLEFIELD_STARTED)) return;
  addLastingEffect(ctx.state, { effect: EXTRA_BATTLEFIELD_PHASE, controller: ctx.player, source: ctx.self, card: -1, amount: 0, until: 'turn' });
  if (ctx.state.log) log(ctx.state, 'an additional battlefield phase will follow the first battlefield phase this turn');
}

export default defineCard(import.meta.url, '06026', {
  text: 'Action: this turn has one additional battlefield phase, right after its first battlefield phase.',
  abilities: [action({ effect: extraBattlefieldPhase })],
});
