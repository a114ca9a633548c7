import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01073', {
  text: 'Building. Kingdom. Each turn, your first Orc unit played costs 1 less.',
  abilities: [constant({ zone: 'kingdom', rules: { cost: { of: unit({ race: 'Orc' }), change: -1, first: 'turn' } } })],
});
