import { action, attacks, gain, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04016', {
  text: 'Elite. Noble. Action, triggered as this unit attacks: until the end of the turn, this unit has 1 more power and one target unit (any player\'s) has 1 less.',
  abilities: [action({ when: attacks(), target: unit(), effect: [gain(SELF, { power: 1 }), gain(TARGET, { power: -1 })] })],
});
