import { action, damage, gain, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05019', {
  text: 'Action: one target unit you control is dealt 2 damage, and it has 2 more power until the end of the turn.',
  abilities: [
    // Two independent effects (no "then"): the power comes even if the damage is cancelled (FAQ: Multiple Effects).
    action({ target: unit({ controller: YOU }), effect: [damage(TARGET, 2), gain(TARGET, { power: 2 })] }),
  ],
});
