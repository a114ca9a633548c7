import { shield } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02025', {
  text: 'Building. Each turn, the first point of damage that would be dealt to your capital is cancelled (damage that cannot be cancelled is not).',
  abilities: [shield({ to: 'capital', amount: 1, limit: 'turn' })],
});
