import { SELF, shield, targetOf, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06050', {
  text: 'Warrior. Elite. Each turn, the first point of damage that would be dealt to this unit goes instead to a target unit (either player\'s) in a zone of the same name as this unit\'s zone; with no such unit it stays on this unit.',
  abilities: [
    // General errata: redirection acts on damage that would be dealt (the timing of Toughness); its
    // controller picks the new target; the unit itself is never offered.
    shield({ to: SELF, amount: 1, limit: 'turn', redirect: targetOf(unit({ zone: 'corresponding' }), { label: 'unit in a corresponding zone to take the redirected damage' }) }),
  ],
});
