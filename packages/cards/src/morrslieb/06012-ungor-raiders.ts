import { action, destroy, development, leavesPlay, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06012', {
  text: 'Warrior. Triggered Action, once right after this unit leaves play (however it goes): the player who controlled it destroys one target development (either player\'s, in any zone).',
  abilities: [action({ when: leavesPlay(), target: development(), effect: destroy(TARGET) })],
});
