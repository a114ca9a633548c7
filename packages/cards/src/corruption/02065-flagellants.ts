import { action, sacrifice, SELF, shield, startLasting } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02065', {
  text: 'Zealot. Action: sacrifice this unit: for the rest of this turn, the first 2 damage about to land on your capital (in any of its sections) are cancelled (damage that cannot be cancelled is not).',
  // FAQ: the earlier errata was withdrawn; the printed text stands.
  abilities: [action({ cost: sacrifice(SELF), effect: startLasting('walls', { data: { left: 2 } }) })],
  lasting: { walls: { abilities: [shield({ to: 'capital', budget: 'left' })] } },
});
