import { EV } from '@invasion/engine';
import { action, becomeUnit, isDevelopment, picked, targetCard } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';
import { youPlayADevelopmentFromHand } from './06053-sorcerer-of-tzeentch.js';

export default defineCard(import.meta.url, '06039', {
  text: 'Wood Elf. Mage. Order only. Action: after you play a development from hand (while it is still on the chain, so not that one), pick one target development in play; until the end of the turn it is a unit as well, with 1 power and 2 hit points, and remains a development.',
  abilities: [
    action({
      trigger: { on: EV.played, when: youPlayADevelopmentFromHand },
      choices: [targetCard('development to make a unit', isDevelopment)],
      effect: (ctx) => becomeUnit(ctx, picked(ctx, 0), { power: 1, hitPoints: 2 }, 'turn'),
    }),
  ],
});
