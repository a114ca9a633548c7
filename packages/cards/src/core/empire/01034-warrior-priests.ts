import { SELF, shield, targetOf, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01034', {
  text: 'Once each turn, 1 damage that would be dealt to this unit is redirected to one target unit in any battlefield; with no legal target it stays on this unit.',
  abilities: [shield({ to: SELF, amount: 1, limit: 'turn', redirect: targetOf(unit({ zone: 'battlefield', not: 'self' }), { label: 'unit in a battlefield to take the redirected damage' }) })],
});
