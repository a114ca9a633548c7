import { action, anyCard, destroy, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05010', {
  text: "Spell. Action: destroy one target unit or support card (either player's, attachments included) standing in a zone of its capital that holds no development.",
  abilities: [action({ target: anyCard({ type: ['unit', 'support'], inDevelopedZone: false }), effect: destroy(TARGET) })],
});
