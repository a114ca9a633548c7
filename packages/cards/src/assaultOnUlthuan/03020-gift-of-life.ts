import { action, fromDiscard, returnToHand, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03020', {
  text: 'Spell. Action: one target High Elf unit card in your own discard pile is put back into your hand.',
  abilities: [
    action({
      target: fromDiscard(unit({ race: 'High Elf' }), { whose: YOU, targeting: true, label: 'High Elf unit of your discard pile to take back' }),
      effect: returnToHand(TARGET),
    }),
  ],
});
