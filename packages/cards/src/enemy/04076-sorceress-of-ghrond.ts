import { action, anyCard, entersPlay, fromDiscard, returnToHand, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04076', {
  text: 'Sorcerer. Action, usable once when this unit enters play, at your first opportunity after: pick a Hex card in your discard pile (not a target); it goes back to your hand. Not usable with no Hex card there.',
  abilities: [
    action({
      when: entersPlay(),
      target: fromDiscard(anyCard({ trait: 'Hex' }), { targeting: false, label: 'Hex card in your discard pile' }),
      effect: returnToHand(TARGET),
    }),
  ],
});
