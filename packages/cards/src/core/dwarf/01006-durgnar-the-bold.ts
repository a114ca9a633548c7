import { atLeast, burningZonesOf, constant, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01006', {
  text: 'Hero (at most one Hero per zone). Has 2 more power icons whenever at least one section of its controller\'s capital burns.',
  // The Hero limit is a rule of the engine.
  abilities: [constant({ if: atLeast(burningZonesOf(YOU), 1), modify: { power: 2 } })],
});
