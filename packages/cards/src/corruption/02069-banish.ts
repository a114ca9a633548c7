import { action, returnToHand, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02069', {
  text: 'Action: a target unit with no Attachment card on it goes back to its owner\'s hand.',
  abilities: [action({ target: unit({ hasAttachment: false }), effect: returnToHand(TARGET) })],
});
