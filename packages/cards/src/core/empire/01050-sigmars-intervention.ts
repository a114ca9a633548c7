import { log, type PlayerId, type ZoneName } from '@invasion/engine';
import { action, chooseZone, pickedSection, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** An opponent is attacking your capital and defenders have not been declared yet. */
function beforeDefendersAgainstYou(ctx: Ctx): boolean {
  const cb = ctx.state.combat;
  return cb !== null && cb.defender === ctx.player && cb.attackers.length > 0 && (cb.step === 'declareAttackers' || cb.step === 'ambush');
}

/** Another of your zones, not burning. */
function redirectable(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const cb = ctx.state.combat;
  return cb !== null && p === ctx.player && zone !== cb.zone && !ctx.state.players[p].zones[zone].burning;
}

export default defineCard(import.meta.url, '01050', {
  text: 'Play while your capital is under attack by an opponent, before any defender is declared. Action: redirect the attack to another of your zones that is not burning.',
  abilities: [
    action({
      playable: beforeDefendersAgainstYou,
      choices: [chooseZone('zone the attack goes to', redirectable)],
      effect: (ctx) => {
        const to = pickedSection(ctx, 0);
        if (!to || !beforeDefendersAgainstYou(ctx) || !redirectable(ctx, to.player, to.zone)) return;
        ctx.state.combat!.zone = to.zone;
        if (ctx.state.log) log(ctx.state, `the attack is redirected to the ${to.zone}`);
      },
    }),
  ],
});
