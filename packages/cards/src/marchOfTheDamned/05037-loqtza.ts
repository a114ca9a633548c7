import { action, count, damage, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05037', {
  text: 'Hero. Lizardmen. Mage. Action: pay 2 resources: one target unit (any player\'s) is dealt X damage, X being how many Lizardmen units stand in this unit\'s zone of its capital (itself included), counted as it resolves.',
  abilities: [action({ cost: spend(2), target: unit(), effect: damage(TARGET, count(unit({ trait: 'Lizardmen', zone: 'this' }))) })],
});
