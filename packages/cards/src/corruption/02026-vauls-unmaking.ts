import { action, attachment, destroy, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02026', {
  text: "Spell. Action: a target Attachment card (either player's) is destroyed.",
  abilities: [action({ target: attachment(), effect: destroy(TARGET) })],
});
