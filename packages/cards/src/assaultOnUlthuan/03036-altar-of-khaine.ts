import { EVENT_CARD, replace, returnToHand, spend, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03036', {
  text: 'Kingdom. Whenever a unit you control would be destroyed, you may pay 1 resource so that it goes back to its owner\'s hand rather than being destroyed (offered once for each such unit, also when several are destroyed together). (Errata: a replacement, not an Action.)',
  abilities: [
    replace({ zone: 'kingdom', on: 'destroy', card: unit({ controller: YOU }), optional: true, cost: spend(1), instead: returnToHand(EVENT_CARD) }),
  ],
});
