import { action, choose, each, EACH, exists, gain, sacrifice, spend, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01018', {
  text: 'Battlefield. Action: pay 1 resource and sacrifice one of your units: every unit that is attacking or defending when this resolves gets one more power icon until the end of the turn.',
  abilities: [
    action({
      zone: 'battlefield',
      canResolve: exists(unit({ inCombat: true })),
      cost: [spend(1), sacrifice(choose(unit({ controller: YOU }), { label: 'your unit to sacrifice' }))],
      effect: each(unit({ inCombat: true }), gain(EACH, { power: 1 })),
    }),
  ],
});
