import { defOf, queries } from '@invasion/engine';
import { constant, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/**
 * A unit card of this card's controller, wherever it is (FAQ: the tax binds the opponent, not the
 * units, so it holds for units outside play and units being played too).
 */
function isYourUnitCard(ctx: Ctx, id: number): boolean {
  const c = ctx.state.cards[id]!;
  // In play, any unit (a development an effect made a unit too); elsewhere, a unit card.
  if (c.dev ? !queries.countsAsUnit(ctx.state, id) : defOf(c).type !== 'Unit') return false;
  return (queries.isInPlay(c) ? c.controller : c.owner) === ctx.player;
}

export default defineCard(import.meta.url, '01039', {
  text: 'Kingdom. An opponent must pay 1 extra resource for each effect with which he targets any of your units.',
  abilities: [
    constant({
      zone: 'kingdom',
      targetTax: (ctx, target, targeting) => (targeting !== ctx.player && isYourUnitCard(ctx, target) ? 1 : 0),
    }),
  ],
});
