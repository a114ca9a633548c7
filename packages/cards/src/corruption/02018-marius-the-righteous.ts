import { action, damage, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02018', {
  text: "Hero, one Hero per zone at most. Witch Hunter. Order decks only. Quest. Action: pay 1 resource; a target corrupted unit that is in either player's battlefield takes 1 damage.",
  abilities: [action({ zone: 'quest', cost: spend(1), target: unit({ corrupt: true, zone: 'battlefield' }), effect: damage(TARGET, 1) })],
});
