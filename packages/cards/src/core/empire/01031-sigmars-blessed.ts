import { forced, inCorrespondingZone, picked, returnToHand, targetUnit, whenThisLeavesPlay } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01031', {
  text: "Forced: when this unit leaves play, choose a target unit in the corresponding zone of either player and return it to its owner's hand.",
  abilities: [
    forced({
      ...whenThisLeavesPlay,
      choices: [targetUnit('unit to return to hand', inCorrespondingZone)],
      effect: (ctx) => returnToHand(ctx, picked(ctx, 0)),
    }),
  ],
});
