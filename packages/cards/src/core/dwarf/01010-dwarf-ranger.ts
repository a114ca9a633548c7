import { dealDamageTo, forced, isUnit, picked, unburnedSection, type Ctx } from '@invasion/engine/dsl';
import { defOf, EV, type GameEvent } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** Another Dwarf unit its controller controlled has just left play. */
function anotherOfYourDwarfUnitsLeft(ctx: Ctx, ev: GameEvent): boolean {
  if (ev.card === ctx.self || ev.player !== ctx.player) return false;
  const d = defOf(ctx.state.cards[ev.card]!);
  return d.type === 'Unit' && d.race === 'Dwarf';
}

export default defineCard(import.meta.url, '01010', {
  text: 'Scout. Quest. Forced: when another Dwarf unit you control leaves play, this unit deals 1 damage to a target unit or to a target capital section.',
  abilities: [
    forced({
      on: EV.leftPlay,
      zone: 'quest',
      when: anotherOfYourDwarfUnitsLeft,
      choices: [{ label: 'unit or capital section to damage', cards: isUnit, sections: unburnedSection }],
      effect: (ctx) => dealDamageTo(ctx, picked(ctx, 0), 1),
    }),
  ],
});
