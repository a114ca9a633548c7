import { action, damage, TARGET, unit, X, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01102', {
  text: 'Spell. Costs X. Play only in your own turn. Action: a target unit is dealt X damage.',
  abilities: [action({ if: YOUR_TURN, target: unit(), effect: damage(TARGET, X) })],
});
