import { action, destroy, either, isDevelopment, isSupport, picked, targetCard } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01023', {
  text: 'Action: a target support or development in play is destroyed.',
  abilities: [
    action({
      choices: [targetCard('support or development to destroy', either(isSupport, isDevelopment))],
      effect: (ctx) => destroy(ctx, picked(ctx, 0)),
    }),
  ],
});
