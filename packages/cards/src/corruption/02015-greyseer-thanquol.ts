import { all, attacking, constant, hasTrait, isUnit, queries, yours, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Skaven units its controller has in play (itself included). */
function yourSkavenUnits(ctx: Ctx): number {
  const skaven = all(isUnit, yours, hasTrait('Skaven'));
  return queries.allUnitsInPlay(ctx.state).filter((id) => skaven(ctx, id)).length;
}

export default defineCard(import.meta.url, '02015', {
  text: 'Hero. Limit one Hero per zone. This unit may be declared as an attacker from any of your zones (and stays attacking if moved). While attacking, it gets +1 power for each Skaven unit you control.',
  abilities: [
    constant({ attackFromAnyZone: true }),
    constant({ active: (ctx) => attacking(ctx, ctx.self), power: yourSkavenUnits }),
  ],
});
