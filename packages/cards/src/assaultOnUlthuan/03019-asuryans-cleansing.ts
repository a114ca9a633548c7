import { action, anyCard, cancel, chooseOne, controllerOf, fromChain, loseResources, resourcesOf, TARGET, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * A card being played is itself on the chain (not yet in play); the source of an Action on the chain
 * (in play, or gone from play) was not "just played".
 */
const beingPlayed = (ctx: Ctx, id: number): boolean => ctx.state.cards[id]!.loc === 'chain';

export default defineCard(import.meta.url, '03019', {
  text: 'Action: target a unit or support card just played (still on the chain). Its controller decides: he spends every resource in his pool (spending 0 counts when he has none), or the card is cancelled and goes to the discard pile. (Errata: "just played".)',
  abilities: [
    action({
      target: fromChain(anyCard({ type: ['unit', 'support'], faceup: true, where: beingPlayed }), { label: 'unit or support card just played' }),
      effect: chooseOne(
        [
          { label: 'spend all the resources in your pool to keep it', do: loseResources(controllerOf(TARGET), resourcesOf(controllerOf(TARGET))) },
          { label: 'let it be cancelled and discarded', do: cancel(TARGET) },
        ],
        controllerOf(TARGET),
      ),
    }),
  ],
});
