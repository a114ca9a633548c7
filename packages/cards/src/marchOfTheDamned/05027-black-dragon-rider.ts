import { EACH, each, forced, gain, isOpposed, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05027', {
  text: 'Warrior. Elite. Forced: as soon as this unit is opposed in combat, every unit then attacking or defending (both sides, this one too) has 1 less hit point until the end of the turn.',
  abilities: [
    forced({
      when: isOpposed(),
      // Read as it resolves: the units in the combat at that moment; a unit left with no hit points is destroyed.
      effect: each(unit({ or: [{ attacking: true }, { defending: true }] }), gain(EACH, { hitPoints: -1 })),
    }),
  ],
});
