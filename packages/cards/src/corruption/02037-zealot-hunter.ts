import { capitalDef, defOf } from '@invasion/engine';
import { destroy, forced, picked, targetUnit, whenThisEntersPlay, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * Whether a unit's race is that of its controller's capital. A Hidden Kingdoms capital's race is
 * carried by its units as a trait (they are neutral cards); other neutral units share no race.
 */
function sharesCapitalRace(ctx: Ctx, id: number): boolean {
  const c = ctx.state.cards[id]!;
  const race = capitalDef(ctx.state.players[c.controller].capital).race;
  const d = defOf(c);
  return d.race === race || d.traits.includes(race);
}

export default defineCard(import.meta.url, '02037', {
  text: "Forced (errata): when this unit enters play, destroy one target unit whose race is not the race of its own controller's capital.",
  abilities: [
    forced({
      ...whenThisEntersPlay,
      choices: [targetUnit('unit to destroy (not of its capital\'s race)', (ctx, id) => !sharesCapitalRace(ctx, id))],
      effect: (ctx) => destroy(ctx, picked(ctx, 0)),
    }),
  ],
});
