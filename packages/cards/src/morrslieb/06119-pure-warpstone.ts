import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06119', {
  text: "Warpstone. Each corrupted unit in this card's zone of its controller's capital has +1 power.",
  abilities: [constant({ affects: unit({ zone: 'this', corrupt: true }), modify: { power: 1 } })],
});
