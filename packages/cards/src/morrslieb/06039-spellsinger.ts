import { action, development, gain, played, TARGET, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06039', {
  text: 'Wood Elf. Mage. Order only. Action: when you play a development from your hand (it is still on the chain, so not that one), one target development in play is also a unit with 1 power and 2 hit points until the end of the turn, while still a development.',
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      target: development(),
      effect: gain(TARGET, { becomesUnit: { power: 1, hitPoints: 2 } }),
    }),
  ],
});
