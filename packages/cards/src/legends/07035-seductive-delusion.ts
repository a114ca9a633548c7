import { action, corrupt, damage, exists, ifThen, powerOf, TARGET, target, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07035', {
  text: 'Spell. Action: choose a target unit and another target unit. The first is corrupted; then, if it is still in play, the second is dealt damage equal to the first\'s power (read as it resolves, after being corrupted).',
  abilities: [
    action({
      targets: [unit(), unit({ not: TARGET })],
      effect: [corrupt(TARGET), ifThen(exists(unit({ is: TARGET })), damage(target(1), powerOf(TARGET)))],
    }),
  ],
});
