import { EV } from '@invasion/engine';
import { dealDamage, forced } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01032', {
  text: 'Limit one Hero per zone. Forced: when your turn ends, deal 1 damage to this unit.',
  abilities: [forced({ on: EV.endTurn, when: (ctx) => ctx.state.active === ctx.player, effect: (ctx) => dealDamage(ctx, ctx.self, 1) })],
});
