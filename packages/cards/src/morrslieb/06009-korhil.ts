import { action, anyCard, attacks, choice, choose, chosen, ifThen, is, putIntoPlay, reveal, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06009', {
  text: 'Hero (one per zone). Action, usable once right after this unit is declared as an attacker: show both players the card on top of your deck; if it is a High Elf unit whose printed cost is 3 or less, it enters play in your battlefield as an attacker in this combat (otherwise it stays on top).',
  abilities: [
    action({
      when: attacks(),
      effect: [
        // The top card: the only candidate, picked by the rules.
        choice('top', choose(anyCard(), { from: 'deckTop', depth: 1, whose: YOU, label: 'top card of your deck' })),
        reveal(chosen('top')),
        ifThen(is(chosen('top'), unit({ race: 'High Elf', printedCost: { max: 3 } })), putIntoPlay(chosen('top'), 'battlefield', { attacking: true })),
      ],
    }),
  ],
});
