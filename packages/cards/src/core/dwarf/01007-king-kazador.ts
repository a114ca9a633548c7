import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01007', {
  text: 'Limit one Hero per zone. Toughness 2. An opponent must pay 3 extra resources for each effect with which he targets this unit.',
  // Toughness 2 is a printed keyword in the catalogue; the hero limit is a rule of the engine.
  abilities: [constant({ modify: { targetTax: { amount: 3 } } })],
});
