import { action, damage, EACH, each, isOpposed, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06099', {
  text: 'Lizardmen. Creature. Savage 2. Triggered Action, once each time this unit is opposed in combat: 1 damage is dealt at once to every unit then attacking or defending (both sides, this one too).',
  abilities: [
    action({
      when: isOpposed(),
      // Read as it resolves: the units in the combat at that moment.
      effect: each(unit({ or: [{ attacking: true }, { defending: true }] }), damage(EACH, 1)),
    }),
  ],
});
