import { SELF, shield } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03003', {
  text: 'Battlefield. Any combat damage assigned to this unit is cancelled (damage that cannot be cancelled, and non-combat damage, still reach it).',
  abilities: [shield({ zone: 'battlefield', to: SELF, combat: true })],
});
