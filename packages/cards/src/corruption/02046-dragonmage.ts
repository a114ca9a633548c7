import { SELF, shield } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02046', {
  text: 'Mage. Elite. Each time damage would be dealt to this unit, all of it but 1 point is cancelled (damage that cannot be cancelled is dealt in full).',
  abilities: [shield({ to: SELF, allBut: 1 })],
});
