import { act, custom, replace, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02084', {
  text: "Warrior. When this unit is destroyed in your battlefield, it enters play again in its controller's kingdom and never reaches the discard pile (as a new card: no damage, no attachments). Sacrificed, or destroyed elsewhere, it goes to the pile.",
  abilities: [
    // Neither "Forced:" nor "you may": a mandatory replacement of where the destroyed card goes
    // ("instead of into your discard pile"). It is still destroyed and leaves play (what sees
    // destructions sees it; it comes back as a new card), but never enters the discard pile, so what
    // watches a discard pile (Bloodsworn, Burying the Grudge) sees nothing. A sacrifice is no
    // destruction (FAQ: Sacrifice); a blank one has no replacement.
    replace({
      on: 'destroy',
      card: SELF,
      zone: 'battlefield',
      instead: custom('destroyed, put into play in the kingdom instead of the discard pile', (ctx) => act.destroyInto(ctx, ctx.self, 'kingdom')),
    }),
  ],
});
