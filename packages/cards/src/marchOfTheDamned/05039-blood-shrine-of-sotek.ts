import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05039', {
  text: 'Lizardmen. Building. Each Lizardmen unit you control in this card\'s zone has +1 hit points.',
  abilities: [constant({ affects: unit({ controller: YOU, trait: 'Lizardmen', zone: 'this' }), modify: { hitPoints: 1 } })],
});
