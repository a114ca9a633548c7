import { atBeginningOfYourTurn, forced, gainHitPoints, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01107', {
  text: 'Quest. Forced: at the beginning of your turn, the hit points of one target unit are lowered by 1 for the rest of the turn.',
  abilities: [
    forced({
      ...atBeginningOfYourTurn,
      zone: 'quest',
      choices: [targetUnit('unit to get -1 hit points')],
      effect: (ctx) => gainHitPoints(ctx, picked(ctx, 0), -1),
    }),
  ],
});
