import { EV } from '@invasion/engine';
import { dealDamage, forced, opponentOf, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/**
 * There is no "resources collected" event: the kingdom phase's beginning comes right after the
 * collection, so the opponent's pool then is what he collected.
 */
function opponentCollectedSevenOrMore(ctx: Ctx): boolean {
  const opp = opponentOf(ctx);
  return ctx.state.phase === 'kingdom' && ctx.state.active === opp && ctx.state.players[opp].resources >= 7;
}

/** One of the opponent's resources becomes 1 damage on the chosen unit. */
function resourceToDamage(ctx: Ctx): void {
  const pool = ctx.state.players[opponentOf(ctx)];
  if (pool.resources < 1) return;
  pool.resources -= 1;
  dealDamage(ctx, picked(ctx, 0), 1);
}

export default defineCard(import.meta.url, '01071', {
  text: 'Kingdom. Forced: when an opponent has collected 7 or more resources in his kingdom phase, he turns one of them into 1 damage on a target unit you choose.',
  abilities: [
    forced({
      on: EV.beginPhase,
      zone: 'kingdom',
      when: opponentCollectedSevenOrMore,
      choices: [targetUnit('unit to take the damage')],
      effect: resourceToDamage,
    }),
  ],
});
