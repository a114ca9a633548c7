import { action, damage, leavesPlay, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06032', {
  text: 'Warrior. Triggered Action, once right after this unit leaves play (however it goes): the player who controlled it deals 4 damage to one target unit (either player\'s) in a zone of the same name as the zone it left.',
  abilities: [action({ when: leavesPlay(), target: unit({ zone: 'corresponding' }), effect: damage(TARGET, 4) })],
});
