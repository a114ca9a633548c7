import { action, anyCard, destroy, rules, TARGET, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** In a zone of a capital (either player's) that is burning. */
function inBurningZone(ctx: Ctx, id: number): boolean {
  const zone = rules.zoneOfCard(ctx.state, id);
  const p = rules.capitalOf(ctx.state, id);
  return zone !== null && p !== null && p >= 0 && ctx.state.players[p].zones[zone].burning;
}

export default defineCard(import.meta.url, '04053', {
  text: 'Action: destroy one target unit or support card (attachments included) standing in a burning zone of either capital.',
  abilities: [action({ target: anyCard({ type: ['unit', 'support'], faceup: true, where: inBurningZone }), effect: destroy(TARGET) })],
});
