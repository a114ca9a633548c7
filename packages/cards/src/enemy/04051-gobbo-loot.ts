import { act, action, choose, chosen, costFn, destroy, development, printedCostOf, rules, section, target, unit, upTo, YOU, ZONES, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The unit picked to be sacrificed (the first choice of the card), once picked. */
const victim = (ctx: Ctx): number | undefined => rules.picked(ctx, 'victim')[0];

/**
 * The sacrifice is the cost, of a unit picked before the targets (X, the number of targets, is its
 * printed cost): payable while that unit is still in play under its player's control — or, before it
 * is picked, while he controls a unit at all.
 */
function canSacrifice(ctx: Ctx): boolean {
  const v = victim(ctx);
  if (v === undefined) return ZONES.some((z) => rules.unitsIn(ctx.state, ctx.player, z).length > 0);
  return rules.isInPlay(ctx.state, v) && ctx.state.cards[v]!.controller === ctx.player;
}

export default defineCard(import.meta.url, '04051', {
  text: 'Action: sacrifice a unit you control (the cost); X is its printed cost. Destroy up to X target developments, all in one capital section you pick (either player\'s).',
  abilities: [
    action({
      targets: [
        choose(unit({ controller: YOU }), { name: 'victim', label: 'unit to sacrifice' }),
        section({ name: 'zone', developed: true, targeting: false, label: 'zone whose developments are destroyed' }),
        upTo(printedCostOf(chosen('victim')), development({ zone: { chosen: 'zone' } }), { targeting: true, label: 'developments to destroy' }),
      ],
      cost: costFn('sacrifice the chosen unit', canSacrifice, (ctx) => act.sacrifice(ctx, victim(ctx)!)),
      effect: destroy(target(2)),
    }),
  ],
});
