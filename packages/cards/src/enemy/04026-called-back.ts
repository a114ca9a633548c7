import { action, returnToHand, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04026', {
  text: 'Action: one target unit in play (either player\'s) goes back to the hand of the player who owns it.',
  abilities: [action({ target: unit(), effect: returnToHand(TARGET) })],
});
