import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03050', {
  text: "Siege. Every Orc unit in this support's zone of its controller's capital has +1 hit points.",
  abilities: [constant({ affects: unit({ race: 'Orc', zone: 'this' }), modify: { hitPoints: 1 } })],
});
