import { dealDamageToUnits, NON_COMBAT } from '@invasion/engine';
import { action, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** All units at once: 1 damage each, 2 for corrupted units (non-combat, applied immediately). */
function plague(ctx: Ctx): void {
  const units = queries.allUnitsInPlay(ctx.state);
  dealDamageToUnits(ctx.state, units, units.map((id) => (ctx.state.cards[id]!.corrupt ? 2 : 1)), NON_COMBAT);
}

export default defineCard(import.meta.url, '01101', {
  text: 'Spell. Action: deal 1 damage to every unit in play; corrupted units are dealt 2 instead.',
  abilities: [action({ canResolve: (ctx) => queries.allUnitsInPlay(ctx.state).length > 0, effect: plague })],
});
