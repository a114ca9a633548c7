import { action, andThen, corrupt, damage, powerOf, TARGET, target, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07035', {
  text: 'Spell. Action: choose a target unit and another target unit. The first is corrupted; then, only if that corrupted it (not a unit already corrupt, gone or that cannot be corrupted), the second is dealt damage equal to the first\'s power (read as it resolves, after being corrupted).',
  abilities: [
    action({
      targets: [unit(), unit({ not: TARGET })],
      // FAQ Multiple Effects: after "then" the part before must have resolved; corrupting a unit already
      // corrupt does not (FAQ, Warp Lightning Cannon: that effect is cancelled).
      effect: [corrupt(TARGET), andThen(damage(target(1), powerOf(TARGET)))],
    }),
  ],
});
