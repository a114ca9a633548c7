import { shield } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01112', {
  text: 'Building. Limited. Once each turn, 1 damage that would be dealt to a section of your capital is cancelled.',
  // Limited is a printed keyword in the catalogue.
  abilities: [shield({ to: 'capital', amount: 1, limit: 'turn' })],
});
