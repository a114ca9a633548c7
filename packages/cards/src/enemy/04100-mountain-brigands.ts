import { action, entersPlay, gainResources, least, loseResources, OPPONENT, resourcesOf, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04100', {
  text: 'Action, usable once when this unit enters play (a triggered action): your opponent hands 1 resource of his pool over to yours (none if his pool is empty).',
  abilities: [
    action({
      when: entersPlay(),
      // the gain is read before the loss: what he actually has to give
      effect: [gainResources(YOU, least(1, resourcesOf(OPPONENT))), loseResources(OPPONENT, 1)],
    }),
  ],
});
