import { constant, type Ctx } from '@invasion/engine/dsl';
import { defOf, type PlayerId } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** Units played by the opponent cost 1 more. */
function opponentsUnitsCostMore(ctx: Ctx, player: PlayerId, card: number): number {
  return player !== ctx.player && defOf(ctx.state.cards[card]!).type === 'Unit' ? 1 : 0;
}

export default defineCard(import.meta.url, '01016', {
  text: 'Kingdom. Units your opponent plays cost him 1 more resource.',
  abilities: [constant({ zone: 'kingdom', cost: opponentsUnitsCostMore })],
});
