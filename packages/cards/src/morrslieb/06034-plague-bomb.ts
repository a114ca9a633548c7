import { action, damage, target, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06034', {
  text: 'Spell. Disease. Action: choose three different target units (all three are needed to play it): the first is dealt 1 damage, the second 2 and the third 3.',
  abilities: [
    action({
      targets: [unit(), unit({ not: TARGET }), unit({ not: [TARGET, target(1)] })],
      effect: [damage(TARGET, 1), damage(target(1), 2), damage(target(2), 3)],
    }),
  ],
});
