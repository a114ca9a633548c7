import { all, destroy, forced, inCorrespondingZone, isAttachment, picked, targetCard, whenThisEntersPlay } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01064', {
  text: "Forced: when this unit enters play, destroy one target Attachment in this zone of either player's capital (if there is one).",
  abilities: [
    forced({
      ...whenThisEntersPlay,
      choices: [targetCard('Attachment to destroy', all(isAttachment, inCorrespondingZone))],
      effect: (ctx) => destroy(ctx, picked(ctx, 0)),
    }),
  ],
});
