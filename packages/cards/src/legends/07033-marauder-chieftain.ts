import { action, beginTurn, damage, section, TARGET, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07033', {
  text: 'Warrior. Triggered Action, once at the beginning of your turn: pick a target capital (either player\'s) and one of its sections (not a burning one): that section is dealt 1 damage.',
  abilities: [action({ when: beginTurn(YOU), target: section({ label: 'section of a capital to deal 1 damage to' }), effect: damage(TARGET, 1) })],
});
