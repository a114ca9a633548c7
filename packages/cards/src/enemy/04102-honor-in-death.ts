import { action, choose, destroy, sacrifice, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04102', {
  text: 'Action: sacrifice one of your units (the cost) to destroy one target unit that is attacking.',
  abilities: [action({ target: unit({ attacking: true }), cost: sacrifice(choose(unit({ controller: YOU }), { label: 'unit of yours to sacrifice' })), effect: destroy(TARGET) })],
});
