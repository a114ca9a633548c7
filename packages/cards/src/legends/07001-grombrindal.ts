import { atLeast, burningZonesOf, constant, OPPONENT, sum, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Some zone of either capital burns. */
const BURNING = atLeast(sum(burningZonesOf(YOU), burningZonesOf(OPPONENT)), 1);

export default defineCard(import.meta.url, '07001', {
  text: 'Legend. While any zone of either capital is burning, every unit you control has one more power icon.',
  /** Total 6 icons; the split is not in the sources: 2 per zone, as the FAQ gives for Malekith (also 6). */
  legendPower: { kingdom: 2, quest: 2, battlefield: 2 },
  abilities: [constant({ affects: unit({ controller: YOU }), if: BURNING, modify: { power: 1 } })],
});
