import { constant, development, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07030', {
  text: 'Legend. Each development you control is also a unit with 2 power and 2 hit points while remaining a development (FAQ: it enters play as a development first, and leaves play as its printed type).',
  /**
   * The sources give this legend's power only as a total (6), not per zone. We split it evenly,
   * 2 in each zone, as the latest FAQ does for Malekith (Legends 36), whose total is also 6.
   */
  legendPower: { kingdom: 2, quest: 2, battlefield: 2 },
  abilities: [constant({ affects: development({ controller: YOU }), modify: { becomesUnit: { power: 2, hitPoints: 2 } } })],
});
