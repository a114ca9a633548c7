import { defOf, EV, type GameState, type PlayerId, type ZoneName } from '@invasion/engine';
import { chooseZone, mayTrigger, moveCard, pickedSection, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Limit one Hero per zone: another Hero of `p` already in that zone blocks a move there. */
function otherHeroIn(state: GameState, p: PlayerId, zone: ZoneName, self: number): boolean {
  return state.players[p].zones[zone].cards.some((id) => id !== self && !state.cards[id]!.dev && defOf(state.cards[id]!).hero);
}

/** One of this unit's controller's other zones that it may move to. */
function destination(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  return p === ctx.player && zone !== ctx.state.cards[ctx.self]!.loc && !otherHeroIn(ctx.state, p, zone, ctx.self);
}

export default defineCard(import.meta.url, '01037', {
  text: 'Limit one Hero per zone. Counterstrike 2. When any phase ends, you may move this unit to a different zone of yours.',
  abilities: [
    mayTrigger({
      on: EV.endPhase,
      when: () => true,
      choices: [chooseZone('zone to move to (or pass)', destination, { min: 0 })],
      effect: (ctx) => {
        const to = pickedSection(ctx, 0);
        if (to && destination(ctx, to.player, to.zone)) moveCard(ctx, ctx.self, to.zone);
      },
    }),
  ],
});
