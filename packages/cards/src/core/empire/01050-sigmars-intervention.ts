import { act, action, choice, conditionFn, custom, rules, section, YOU, ZONES, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** An opponent's attack on a zone of your capital (not on your legend) has attackers and no defenders declared yet. */
function attackBeforeDefenders(ctx: Ctx): boolean {
  const cb = rules.combat(ctx.state);
  return cb !== null && cb.defender === ctx.player && cb.legend < 0 && cb.attackers.length > 0 && (cb.step === 'declareAttackers' || cb.step === 'ambush');
}

/** A zone of yours other than the one attacked (the section choice leaves burning ones out). */
function otherZone(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const cb = rules.combat(ctx.state);
  return cb !== null && p === ctx.player && zone !== cb.zone;
}

/** Some other zone of yours is not burning: the attack has somewhere to go. */
const somewhereToGo = (ctx: Ctx): boolean => ZONES.some((z) => otherZone(ctx, ctx.player, z) && !ctx.state.players[ctx.player].zones[z].burning);

export default defineCard(import.meta.url, '01050', {
  text: 'Spell. Only while an opponent attacks a zone of your capital and no defender has been declared yet. Action: the attack goes to another of your zones instead, which is now the zone attacked (not a burning one).',
  abilities: [
    action({
      if: conditionFn(attackBeforeDefenders),
      canResolve: conditionFn(somewhereToGo),
      effect: [
        choice('to', section({ whose: YOU, zoneWhere: otherZone, label: 'zone the attack goes to' })),
        custom('redirect the attack', (ctx) => {
          const to = rules.chosenSection(ctx, 'to');
          return to !== null && attackBeforeDefenders(ctx) && act.redirectAttack(ctx, to.zone);
        }),
      ],
    }),
  ],
});
