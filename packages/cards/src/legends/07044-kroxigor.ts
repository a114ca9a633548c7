import { action, discardCard, HOST, SELF, shield, spend, startLasting } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07044', {
  text: 'Lizardmen. Warrior. Savage 2. Action: pay 1 resource and discard one card of your choice from hand: until the end of the turn, the next 1 damage that would be dealt to this unit is cancelled (a conditional action; damage that cannot be cancelled is not).',
  abilities: [action({ cost: [spend(1), discardCard()], effect: startLasting('ward', { card: SELF, data: { left: 1 } }) })],
  lasting: {
    ward: { abilities: [shield({ to: HOST, budget: 'left' })] },
  },
});
