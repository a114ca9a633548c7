import { SELF, shield, targetOf, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06070', {
  text: 'Warrior. Elite. Each turn, the first 2 points of damage that would be dealt to this unit (in one hit or over several) go instead to another target unit (either player\'s) in a zone of the same name as this unit\'s zone; with no such unit they stay on this unit.',
  abilities: [
    // General errata: redirection acts on damage that would be dealt. "The first 2 damage each turn":
    // 2 points in all that turn, a shield's limit with an amount.
    shield({ to: SELF, amount: 2, limit: 'turn', redirect: targetOf(unit({ zone: 'corresponding', not: SELF }), { label: 'unit in a corresponding zone to take the redirected damage' }) }),
  ],
});
