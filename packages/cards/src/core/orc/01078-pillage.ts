import { action, destroy, support, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01078', {
  text: 'Action: one target support card (an attachment is one too) is destroyed.',
  abilities: [action({ target: support(), effect: destroy(TARGET) })],
});
