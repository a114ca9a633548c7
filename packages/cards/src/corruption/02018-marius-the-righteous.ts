import { action, damage, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02018', {
  text: 'Hero (at most one per zone). Witch Hunter. Order decks only. Quest. Action: spend 1 resource to deal 1 damage to one target corrupted unit in any battlefield.',
  abilities: [action({ zone: 'quest', cost: spend(1), target: unit({ corrupt: true, zone: 'battlefield' }), effect: damage(TARGET, 1) })],
});
