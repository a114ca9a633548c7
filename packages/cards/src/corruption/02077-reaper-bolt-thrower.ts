import { dealIndirectDamage } from '@invasion/engine';
import { action, opponentOf } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02077', {
  text: 'Battlefield. Action, once per turn: pay 2 resources; every opponent takes 2 indirect damage.',
  abilities: [
    action({
      zone: 'battlefield',
      limit: 'turn',
      spend: 2,
      effect: (ctx) => dealIndirectDamage(ctx.state, [opponentOf(ctx)], 2, ctx.self),
    }),
  ],
});
