import { atLeast, burningZonesOf, constant, ifElse, OPPONENT, sum, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Any zone of either capital is burning. */
const BURNING = atLeast(sum(burningZonesOf(YOU), burningZonesOf(OPPONENT)), 1);

export default defineCard(import.meta.url, '04061', {
  text: 'Warrior. Elite. While any zone of either capital is burning: this unit costs 3 less to play, and has one more power icon.',
  abilities: [
    constant({ id: 'cost', rules: { cost: { self: true, change: ifElse(BURNING, -3, 0) } } }),
    constant({ id: 'power', if: BURNING, modify: { power: 1 } }),
  ],
});
