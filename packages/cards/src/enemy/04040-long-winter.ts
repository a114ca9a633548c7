import { action, development, returnToHand, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04040', {
  text: "Action: one target development, either player's, goes back to the hand of the player who owns it.",
  abilities: [action({ target: development(), effect: returnToHand(TARGET) })],
});
