import { all, chooseUnit, forced, inCorrespondingZone, opponents, picked, sacrifice, whenThisLeavesPlay } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01002', {
  text: 'Forced: when this unit leaves play, each opponent sacrifices one of his units in the corresponding zone (his choice).',
  abilities: [
    forced({
      ...whenThisLeavesPlay,
      choices: [chooseUnit('unit to sacrifice', all(opponents, inCorrespondingZone), { by: 'opponent' })],
      effect: (ctx) => sacrifice(ctx, picked(ctx, 0)),
    }),
  ],
});
