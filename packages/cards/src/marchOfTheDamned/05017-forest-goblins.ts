import { EV, type GameEvent } from '@invasion/engine';
import { action, gainPower, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

function thisUnitEntered(ctx: Ctx, ev: GameEvent): boolean {
  return ev.card === ctx.self;
}

export default defineCard(import.meta.url, '05017', {
  text: 'Action: when this unit enters play (in the action window that follows), one target unit (this one included) gets +1 power until the end of the turn.',
  abilities: [
    action({
      trigger: { on: EV.enteredPlay, when: thisUnitEntered },
      choices: [targetUnit('unit to gain 1 power')],
      effect: (ctx) => gainPower(ctx, picked(ctx, 0), 1),
    }),
  ],
});
