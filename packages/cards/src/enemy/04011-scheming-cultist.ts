import { action, damage, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04011', {
  text: "Cultist. Action: pay 1 resource: 1 damage is dealt to one target corrupted unit (either player's). No limit on uses.",
  abilities: [action({ cost: spend(1), target: unit({ corrupt: true }), effect: damage(TARGET, 1) })],
});
