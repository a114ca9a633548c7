import { action, anyCard, destroy, EACH, each, exists, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** A unit or support card in a zone (of either player's capital) that has no development. */
const inZoneWithoutDevelopments = anyCard({ type: ['unit', 'support'], inDevelopedZone: false });

export default defineCard(import.meta.url, '01049', {
  text: 'Spell. Only in your own turn. Action: destroy every unit and support card (attachments included) in each zone, on either capital, that holds no development.',
  abilities: [action({ if: YOUR_TURN, canResolve: exists(inZoneWithoutDevelopments), effect: each(inZoneWithoutDevelopments, destroy(EACH)) })],
});
