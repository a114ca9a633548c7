import { action, chooseUnit, opponents, picked, sacrifice } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01066', {
  text: 'Kingdom. Action: sacrifice this unit: your opponent sacrifices one of his units (his choice), if he has any.',
  abilities: [
    action({
      zone: 'kingdom',
      sacrificeSelf: true,
      choices: [chooseUnit('unit to sacrifice', opponents, { by: 'opponent', at: 'resolve' })],
      effect: (ctx) => sacrifice(ctx, picked(ctx, 0)),
    }),
  ],
});
