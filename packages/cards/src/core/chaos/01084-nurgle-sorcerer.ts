import { action, damage, ifElse, is, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01084', {
  text: 'Quest. Action: pay 3 resources: one target unit is dealt 1 damage, or 2 at once if it is corrupted as this resolves.',
  abilities: [action({ zone: 'quest', cost: spend(3), target: unit(), effect: damage(TARGET, ifElse(is(TARGET, { corrupt: true }), 2, 1)) })],
});
