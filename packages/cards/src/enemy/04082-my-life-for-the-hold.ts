import { action, choose, sacrifice, shield, startLasting, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04082', {
  text: 'Action: sacrifice one of your units (the cost): for the rest of the turn, all damage that would be dealt to a section of your capital is cancelled (damage that cannot be cancelled still lands).',
  abilities: [action({ cost: sacrifice(choose(unit({ controller: YOU }), { label: 'unit of yours to sacrifice' })), effect: startLasting('hold') })],
  lasting: { hold: { abilities: [shield({ to: 'capital' })] } },
});
