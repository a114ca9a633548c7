import { action, damaged, duringYourPhase, heal, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01052', {
  text: 'Quest. Action: only in your quest phase, remove 1 damage from one target unit. Limit once per turn.',
  abilities: [
    action({
      zone: 'quest',
      limit: 'turn',
      playable: duringYourPhase('quest'),
      choices: [targetUnit('damaged unit to heal', damaged)],
      effect: (ctx) => {
        heal(ctx, picked(ctx, 0), 1);
      },
    }),
  ],
});
