import { addLastingEffect, log, queries } from '@invasion/engine';
import { action, chooseZone, pickedSection, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The units in the chosen zone when the tactic resolves have blank text boxes (traits stay) for the rest of this phase. */
function blankUnitsThere(ctx: Ctx): void {
  const z = pickedSection(ctx, 0);
  if (!z) return;
  const state = ctx.state;
  for (const id of queries.unitsIn(state, z.player, z.zone)) {
    addLastingEffect(state, { effect: 'blank', controller: ctx.player, source: ctx.self, card: id, amount: 0, until: 'phase' });
  }
  if (state.log) log(state, `the units in P${z.player + 1}'s ${z.zone} have blank text boxes until the end of the phase`);
}

export default defineCard(import.meta.url, '10012', {
  text: 'Action: pick one of an opponent\'s zones (not a target). Until this phase ends, every unit in it when this resolves is treated as having a blank printed text box; its traits remain.',
  abilities: [
    action({
      choices: [chooseZone('opponent\'s zone whose units lose their text', (ctx, p) => p !== ctx.player)],
      effect: blankUnitsThere,
    }),
  ],
});
