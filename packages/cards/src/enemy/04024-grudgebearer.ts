import { defOf, EV, type GameEvent } from '@invasion/engine';
import { constant, forced, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Another Dwarf unit its controller controlled has just left play. */
function anotherOfYourDwarfUnitsLeft(ctx: Ctx, ev: GameEvent): boolean {
  if (ev.card === ctx.self || ev.player !== ctx.player) return false;
  const d = defOf(ctx.state.cards[ev.card]!);
  return d.type === 'Unit' && d.race === 'Dwarf';
}

export default defineCard(import.meta.url, '04024', {
  text: 'This unit gets +1 power for each resource token on it. Forced: when another Dwarf unit you control leaves play, put 1 resource token on this unit. (Tokens stay when its text is blanked, but then give nothing.)',
  abilities: [
    constant({ power: (ctx) => ctx.state.cards[ctx.self]!.tokens }),
    forced({
      on: EV.leftPlay,
      when: anotherOfYourDwarfUnitsLeft,
      effect: (ctx) => {
        ctx.state.cards[ctx.self]!.tokens++;
        ctx.state.dirty = true;
      },
    }),
  ],
});
