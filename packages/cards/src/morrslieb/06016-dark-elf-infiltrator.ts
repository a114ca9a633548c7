import { action, entersPlay, gainResources, least, loseResources, OPPONENT, resourcesOf, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06016', {
  text: "Warrior. Triggered action, usable once as this unit enters play: move up to 2 resources from the opponent's pool into yours (all he has if he holds fewer than 2).",
  abilities: [
    action({
      when: entersPlay(),
      // With two players the target opponent is simply the opponent; the gain is read first: what he can hand over.
      effect: [gainResources(YOU, least(2, resourcesOf(OPPONENT))), loseResources(OPPONENT, 2)],
    }),
  ],
});
