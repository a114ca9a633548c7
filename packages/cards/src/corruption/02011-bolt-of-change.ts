import { action, becomeUnit, isDevelopment, picked, targetCard } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02011', {
  text: 'Spell. Action: pick one target development; until the end of the turn it is a unit as well, with 2 power and 2 hit points, and remains a development.',
  abilities: [
    action({
      choices: [targetCard('development to make a unit', isDevelopment)],
      effect: (ctx) => becomeUnit(ctx, picked(ctx, 0), { power: 2, hitPoints: 2 }, 'turn'),
    }),
  ],
});
