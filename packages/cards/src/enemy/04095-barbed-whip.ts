import { action, attacks, gain, HOST, rules, TARGET, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit in the zone under attack, on the defending player's capital. */
function inDefendingZone(ctx: Ctx, id: number): boolean {
  const cb = rules.combat(ctx.state);
  return cb !== null && rules.zoneOfCard(ctx.state, id) === cb.zone && rules.capitalOf(ctx.state, id) === cb.defender;
}

export default defineCard(import.meta.url, '04095', {
  text: 'Attachment. Weapon. Played onto a Dark Elf unit (it must stay one). Action, usable once each time the attached unit is declared as an attacker: one target unit in the zone under attack, on the defending player\'s side, has 1 fewer hit points for the rest of the turn.',
  attach: { to: unit({ race: 'Dark Elf' }) },
  abilities: [action({ when: attacks(HOST), target: unit({ where: inDefendingZone }), effect: gain(TARGET, { hitPoints: -1 }) })],
});
