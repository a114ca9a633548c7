import { constant, OPPONENT, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01016', {
  text: 'Kingdom. Each unit your opponent plays costs him 1 resource more.',
  abilities: [constant({ zone: 'kingdom', rules: { cost: { of: unit(), by: OPPONENT, change: 1 } } })],
});
