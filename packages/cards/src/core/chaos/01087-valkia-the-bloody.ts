import { action, atLeast, chooseNumber, chosenNumber, choice, damageOn, hitPointsOf, least, minus, moveDamage, SELF, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01087', {
  text: 'Hero. Quest. Action: spend 2 resources: move as many damage tokens as you choose from this unit onto one other target corrupted unit. Moving is not dealing damage, and never more than would destroy the receiver (FAQ).',
  abilities: [
    action({
      zone: 'quest',
      // Moving "any number" of her damage needs damage on her.
      canResolve: atLeast(damageOn(SELF), 1),
      cost: spend(2),
      target: unit({ corrupt: true, not: SELF }),
      effect: [
        choice('n', chooseNumber(1, least(damageOn(SELF), minus(hitPointsOf(TARGET), damageOn(TARGET))), { label: 'damage to move' })),
        moveDamage(SELF, TARGET, chosenNumber('n')),
      ],
    }),
  ],
});
