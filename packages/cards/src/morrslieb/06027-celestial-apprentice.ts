import { action, atLeast, damage, EVENT_AMOUNT, isDealtDamage, not, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06027', {
  text: 'Mage. Triggered Action, once each time a unit in this unit\'s zone (of its controller\'s capital) is dealt exactly 1 damage (as dealt, after cancellation): deal 1 damage to one target unit (either player\'s) in a zone of the same name as this unit\'s zone.',
  abilities: [
    action({
      when: isDealtDamage(unit({ zone: 'this' }), { if: not(atLeast(EVENT_AMOUNT, 2)) }),
      target: unit({ zone: 'corresponding' }),
      effect: damage(TARGET, 1),
    }),
  ],
});
