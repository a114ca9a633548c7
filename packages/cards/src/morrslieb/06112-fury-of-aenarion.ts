import { action, choice, chosen, fromHand, gain, printedPowerOf, reveal, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06112', {
  text: "Spell. Action: choose a target unit that is attacking or defending; you show both players a High Elf unit card from your hand (it stays there), and the target gets additional power equal to that card's printed power until the end of the turn.",
  abilities: [
    action({
      target: unit({ or: [{ attacking: true }, { defending: true }] }),
      effect: [
        choice('shown', fromHand(unit({ race: 'High Elf' }), { label: 'High Elf unit to reveal from your hand' })),
        reveal(chosen('shown')),
        gain(TARGET, { power: printedPowerOf(chosen('shown')) }),
      ],
    }),
  ],
});
