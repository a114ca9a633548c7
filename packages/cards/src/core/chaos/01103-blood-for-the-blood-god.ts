import { action, damage, powerOf, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01103', {
  text: "Action: one target unit in any player's battlefield is dealt damage equal to its own power (as it is when this resolves).",
  abilities: [action({ target: unit({ zone: 'battlefield' }), effect: damage(TARGET, powerOf(TARGET)) })],
});
