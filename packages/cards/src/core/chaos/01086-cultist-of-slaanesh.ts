import { action, destroy, isDevelopment, picked, targetCard } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01086', {
  text: 'Quest. Action: spend 4 resources: destroy one target development.',
  abilities: [
    action({
      zone: 'quest',
      spend: 4,
      choices: [targetCard('development to destroy', isDevelopment)],
      effect: (ctx) => destroy(ctx, picked(ctx, 0)),
    }),
  ],
});
