import { action, gain, SELF, spend } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04064', {
  text: 'Knight. Action: pay 1 resource; this unit has +1 power until the end of the turn. Usable at most twice each turn.',
  abilities: [action({ limit: 'turn', times: 2, cost: spend(1), effect: gain(SELF, { power: 1 }) })],
});
