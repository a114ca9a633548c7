import { constant, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Whether the controller has a unit in play with damage on it. */
function controlsDamagedUnit(ctx: Ctx): boolean {
  return queries.allUnitsInPlay(ctx.state).some((id) => {
    const c = ctx.state.cards[id]!;
    return c.controller === ctx.player && c.damage > 0;
  });
}

export default defineCard(import.meta.url, '01057', {
  text: 'This unit has +1 power as long as one or more of your units are damaged.',
  abilities: [constant({ active: controlsDamagedUnit, power: 1 })],
});
