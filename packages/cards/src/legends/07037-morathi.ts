import { action, gain, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07037', {
  text: 'Legend. Action: pay 2 resources: one target unit (either player\'s) has no power at all for the rest of the turn.',
  /** Total 3 icons; the split is not in the sources: 1 per zone (even split, as the FAQ gives Malekith). */
  legendPower: { kingdom: 1, quest: 1, battlefield: 1 },
  abilities: [action({ cost: spend(2), target: unit(), effect: gain(TARGET, { losesAllPower: true }, 'turn') })],
});
