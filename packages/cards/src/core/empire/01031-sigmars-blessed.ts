import { forced, leavesPlay, returnToHand, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01031', {
  text: "Forced: once this unit has left play (by any route), a unit you target in the zone of the same name as the one it left, on either capital, goes back to its owner's hand.",
  abilities: [forced({ when: leavesPlay(), target: unit({ zone: 'corresponding' }), effect: returnToHand(TARGET) })],
});
