import { atBeginningOfYourTurn, corrupt, forced } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '08010', {
  text: 'Feared 1 (while it attacks, one target unit\'s text box is blank apart from its traits). Forced: as each of your turns begins, this unit becomes corrupted.',
  abilities: [
    forced({
      ...atBeginningOfYourTurn,
      effect: (ctx) => {
        corrupt(ctx, ctx.self);
      },
    }),
  ],
});
