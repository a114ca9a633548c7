import { anyCard, constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02119', {
  text: 'Warpstone. Skaven. Destruction only. Kingdom. Each turn, your first Skaven card played costs 1 less.',
  abilities: [constant({ zone: 'kingdom', rules: { cost: { of: anyCard({ trait: 'Skaven' }), change: -1, first: 'turn' } } })],
});
