import { action, anyCard, destroy, EACH, each, exists, rules, YOUR_TURN, type CardFilter } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** A unit or support card in a zone (of either player's capital) that has no development. */
const inZoneWithoutDevelopments: CardFilter = anyCard({
  type: ['unit', 'support'],
  where: (ctx, id) => {
    const zone = rules.zoneOfCard(ctx.state, id);
    return zone !== null && rules.developmentsIn(ctx.state, rules.capitalOf(ctx.state, id), zone) === 0;
  },
});

export default defineCard(import.meta.url, '01049', {
  text: 'Spell. Only in your own turn. Action: destroy every unit and support card (attachments included) in each zone, on either capital, that holds no development.',
  abilities: [action({ if: YOUR_TURN, canResolve: exists(inZoneWithoutDevelopments), effect: each(inZoneWithoutDevelopments, destroy(EACH)) })],
});
