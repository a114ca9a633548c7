import { action, development, gain, played, TARGET, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06039', {
  text: 'Wood Elf. Mage. Order only. Triggered action, each time you put a card from your hand facedown as a development: for the rest of the turn one target development already in play (either player\'s; not the one still on the chain) counts as a 1-power, 2-hit-point unit as well as a development.',
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      target: development(),
      effect: gain(TARGET, { becomesUnit: { power: 1, hitPoints: 2 } }),
    }),
  ],
});
