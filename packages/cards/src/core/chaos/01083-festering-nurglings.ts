import { all, corrupt, corruptible, forced, inCorrespondingZone, picked, targetUnit, whenThisEntersPlay } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01083', {
  text: "Forced: when this unit enters play, one target unit in either player's matching zone becomes corrupted.",
  abilities: [
    forced({
      ...whenThisEntersPlay,
      choices: [targetUnit('unit to corrupt', all(inCorrespondingZone, corruptible))],
      effect: (ctx) => {
        corrupt(ctx, picked(ctx, 0));
      },
    }),
  ],
});
