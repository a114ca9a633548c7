import { constant, QUESTER, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02106', {
  text: 'Quest. The unit questing on this card may be declared as a defender when any of your zones is attacked (it stays in your quest zone).',
  abilities: [constant({ zone: 'quest', affects: unit({ is: QUESTER }), modify: { defendFromAnyZone: true } })],
});
