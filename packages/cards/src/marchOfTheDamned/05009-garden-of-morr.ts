import { defOf, EV, log, nameOf, type GameEvent } from '@invasion/engine';
import { constant, forced, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const TOKEN_EFFECT = 'ability:1';

/**
 * One or more units were destroyed: units destroyed together raise one "destroyed" event each, all
 * queued before any resolves, so only the first of a batch puts a token on.
 */
function firstDestructionOfBatch(ctx: Ctx, ev: GameEvent): boolean {
  if (defOf(ctx.state.cards[ev.card]!).type !== 'Unit') return false;
  return !ctx.state.queued.some((p) => p.source === ctx.self && p.effect === TOKEN_EFFECT);
}

export default defineCard(import.meta.url, '05009', {
  text: 'This card has 1 extra power per resource token on it. Forced: each time units are destroyed (once per batch destroyed together), add a resource token here. (Errata: Forced, not an Action.)',
  abilities: [
    constant({ power: (ctx) => ctx.state.cards[ctx.self]!.tokens }),
    forced({
      on: EV.destroyed,
      when: firstDestructionOfBatch,
      effect: (ctx) => {
        ctx.state.cards[ctx.self]!.tokens++;
        ctx.state.dirty = true;
        if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, ctx.self)} gains a resource token`);
      },
    }),
  ],
});
