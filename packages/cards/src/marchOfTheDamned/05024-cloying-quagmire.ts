import { action, corrupt, damage, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05024', {
  text: "Spell. Action: one target unit (either player's) is corrupted and dealt 2 damage.",
  abilities: [
    // Two independent effects: an already corrupt unit may be chosen and still takes the damage (FAQ: Multiple Effects; Warp Lightning Cannon).
    action({ target: unit(), effect: [corrupt(TARGET), damage(TARGET, 2)] }),
  ],
});
