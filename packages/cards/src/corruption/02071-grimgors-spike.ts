import { EV, type GameEvent } from '@invasion/engine';
import { all, attacking, destroy, forced, isUnit, ofRace, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The attached unit is the only defender of the current combat. */
function hostDefendsAlone(ctx: Ctx): boolean {
  const cb = ctx.state.combat;
  const host = ctx.state.cards[ctx.self]!.attachedTo;
  return cb !== null && cb.step !== 'done' && host >= 0 && cb.defenders.length === 1 && cb.defenders[0] === host;
}

/** FAQ: only an attacker actually dealt combat damage is destroyed, not every attacker. */
function attackerTookCombatDamage(ctx: Ctx, ev: GameEvent): boolean {
  return ev.combat && ev.card >= 0 && attacking(ctx, ev.card) && hostDefendsAlone(ctx);
}

export default defineCard(import.meta.url, '02071', {
  text: 'Attachment. Play onto an Orc unit. While the attached unit is the only defender, each attacking unit that is dealt combat damage this phase is destroyed.',
  attach: { host: all(isUnit, ofRace('Orc')) },
  abilities: [
    forced({
      on: EV.dealtDamage,
      when: attackerTookCombatDamage,
      effect: (ctx) => destroy(ctx, ctx.use.trigger),
    }),
  ],
});
