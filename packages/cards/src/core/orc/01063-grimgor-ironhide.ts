import { cardsInPlay } from '@invasion/engine';
import { destroy, either, forced, inCorrespondingZone, isDevelopment, isSupport, whenThisEntersPlay, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Every support card and development in this zone of both players, destroyed together. */
function razeCorrespondingZones(ctx: Ctx): void {
  const doomed = cardsInPlay(ctx.state).filter((id) => inCorrespondingZone(ctx, id) && either(isSupport, isDevelopment)(ctx, id));
  for (const id of doomed) destroy(ctx, id);
}

export default defineCard(import.meta.url, '01063', {
  text: 'Limit one Hero per zone. Forced: when this unit enters play, destroy every support card and every development in its zone of each player.',
  abilities: [forced({ ...whenThisEntersPlay, effect: razeCorrespondingZones })],
});
