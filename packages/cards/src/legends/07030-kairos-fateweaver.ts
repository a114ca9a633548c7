import { all, constant, isDevelopment, yours } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07030', {
  text: 'Legend. Every development under your control is a unit as well, with 2 power and 2 hit points, while it remains a development (it has no text or traits, still adds a hit point to its zone, and enters play as a development before it counts as a unit).',
  /**
   * The sources give this legend's power only as a total (6), not per zone. We split it evenly,
   * 2 in each zone, as the latest FAQ does for Malekith (Legends 36), whose total is also 6.
   */
  legendPower: { kingdom: 2, quest: 2, battlefield: 2 },
  abilities: [constant({ affects: all(isDevelopment, yours), becomesUnit: { power: 2, hitPoints: 2 } })],
});
