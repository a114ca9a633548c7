import { action, attacks, choice, move, rules, TARGET, unit, zoneFor, ZONES, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * In the zone under attack, on the defending player's capital, with another zone of that player to go
 * to (not a Hero with a Hero of his in each other zone: a move with nowhere to go is no legal use —
 * FAQ: Triggering a Card Effect; Limit one Hero per zone).
 */
function inDefendingZone(ctx: Ctx, id: number): boolean {
  const cb = ctx.state.combat;
  if (cb === null || ctx.state.cards[id]!.loc !== cb.zone || rules.capitalOf(ctx.state, id) !== cb.defender) return false;
  return ZONES.some((z) => rules.canMoveTo(ctx.state, [id], cb.defender, z));
}

export default defineCard(import.meta.url, '04025', {
  text: 'Hero. Action, usable once right after this unit is declared as an attacker: one target unit in the defending zone moves to another zone of the same player (you pick which, as it resolves; not one where it would be a second Hero; a unit with no such zone cannot be the target). (Errata: "target".)',
  abilities: [
    action({
      when: attacks(),
      target: unit({ where: inDefendingZone }),
      effect: [choice('to', zoneFor(TARGET, { label: 'zone of its controller to move it to' })), move(TARGET, { chosen: 'to' })],
    }),
  ],
});
