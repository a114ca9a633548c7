import { action, corrupt, picked, targetUnit, corruptible } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01099', {
  text: 'Action: corrupt one target unit.',
  abilities: [
    action({
      choices: [targetUnit('unit to corrupt', corruptible)],
      effect: (ctx) => {
        corrupt(ctx, picked(ctx, 0));
      },
    }),
  ],
});
