import { constant, support } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01029', {
  text: 'Kingdom. Each turn, the first support card you play costs you 1 resource less (a card put into play is not played; a cost of 0 stays 0).',
  abilities: [constant({ zone: 'kingdom', rules: { cost: { of: support(), change: -1, first: 'turn' } } })],
});
