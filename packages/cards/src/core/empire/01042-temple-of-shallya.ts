import { defOf, EV, type GameState, type PlayerId, type ZoneName } from '@invasion/engine';
import { all, chooseUnit, chooseZone, mayTrigger, moveCard, picked, pickedSection, yours, ZONE_LIST, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Limit one Hero per zone: moving a Hero where its controller already has another is not allowed. */
function heroBlocks(state: GameState, unit: number, p: PlayerId, zone: ZoneName): boolean {
  if (!defOf(state.cards[unit]!).hero) return false;
  return state.players[p].zones[zone].cards.some((id) => id !== unit && !state.cards[id]!.dev && defOf(state.cards[id]!).hero);
}

function canGoTo(state: GameState, unit: number, p: PlayerId, zone: ZoneName): boolean {
  const u = state.cards[unit]!;
  return u.controller === p && u.loc !== zone && !heroBlocks(state, unit, p, zone);
}

const hasDestination = (ctx: Ctx, id: number): boolean => ZONE_LIST.some((z) => canGoTo(ctx.state, id, ctx.player, z));

export default defineCard(import.meta.url, '01042', {
  text: 'Kingdom. When your kingdom phase begins, you may choose one of your units and move it to a different zone of yours.',
  abilities: [
    mayTrigger({
      on: EV.beginPhase,
      zone: 'kingdom',
      when: (ctx) => ctx.state.phase === 'kingdom' && ctx.state.active === ctx.player,
      choices: [
        chooseUnit('unit to move (or pass)', all(yours, hasDestination), { min: 0 }),
        chooseZone('zone to move it to', (ctx, p, z) => picked(ctx, 0) >= 0 && canGoTo(ctx.state, picked(ctx, 0), p, z)),
      ],
      effect: (ctx) => {
        const unit = picked(ctx, 0);
        const to = pickedSection(ctx, 1);
        if (unit >= 0 && to && canGoTo(ctx.state, unit, to.player, to.zone)) moveCard(ctx, unit, to.zone);
      },
    }),
  ],
});
