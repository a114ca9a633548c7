import { action, attacks, choice, move, rules, TARGET, unit, zoneFor, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** In the zone under attack, on the defending player's capital. */
function inDefendingZone(ctx: Ctx, id: number): boolean {
  const cb = ctx.state.combat;
  return cb !== null && ctx.state.cards[id]!.loc === cb.zone && rules.capitalOf(ctx.state, id) === cb.defender;
}

export default defineCard(import.meta.url, '04025', {
  text: 'Hero. Action, usable once right after this unit is declared as an attacker: one target unit in the defending zone moves to another zone of the same player (you pick which, as it resolves; not one where it would be a second Hero). (Errata: "target".)',
  abilities: [
    action({
      when: attacks(),
      target: unit({ where: inDefendingZone }),
      effect: [choice('to', zoneFor(TARGET, { label: 'zone of its controller to move it to' })), move(TARGET, { chosen: 'to' })],
    }),
  ],
});
