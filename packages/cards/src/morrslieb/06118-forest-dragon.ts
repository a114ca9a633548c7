import { action, gain, powerOf, SELF, spend } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06118', {
  text: 'Wood Elf. Dragon. Order only. Action: pay 3 resources: this unit gains as much power as it has when this resolves, until the end of the turn (its power doubles).',
  abilities: [action({ cost: spend(3), effect: gain(SELF, { power: powerOf(SELF) }) })],
});
