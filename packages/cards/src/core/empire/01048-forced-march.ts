import { action, choice, move, TARGET, unit, YOUR_TURN, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01048', {
  text: "Play only during your turn. Action: one target unit (either player's) moves to another zone of its controller (chosen as it resolves; not where it would be a second Hero).",
  abilities: [action({ if: YOUR_TURN, target: unit(), effect: [choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })] })],
});
