import { action, choose, OPPONENT, sacrifice, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01066', {
  text: 'Kingdom. Action: sacrifice this unit: your opponent sacrifices one of his units (his choice), if he has any.',
  abilities: [action({ zone: 'kingdom', cost: sacrifice(SELF), effect: sacrifice(choose(unit({ controller: OPPONENT }), { by: OPPONENT, label: 'unit to sacrifice' })) })],
});
