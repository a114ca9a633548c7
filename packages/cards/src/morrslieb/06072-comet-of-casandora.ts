import { action, anyCard, choice, choose, chosen, EACH_PLAYER, eachPlayer, indirectDamage, printedCostOf, reveal, sum, toDeck, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const X = sum(printedCostOf(chosen('first')), printedCostOf(chosen('second')));

export default defineCard(import.meta.url, '06072', {
  text: 'Spell. Action: show both players the 2 cards on top of your deck; every player is dealt indirect damage equal to the sum of their printed costs; afterwards those two cards go to the bottom of your deck.',
  abilities: [
    action({
      effect: [
        // The top card, then the one under it: each the only candidate, picked by the rules and kept by name.
        choice('first', choose(anyCard(), { from: 'deckTop', depth: 1, whose: YOU, label: 'top card of your deck' })),
        choice('second', choose(anyCard({ not: chosen('first') }), { from: 'deckTop', depth: 2, whose: YOU, label: 'second card of your deck' })),
        reveal(chosen('first')),
        reveal(chosen('second')),
        // Taken at the same time: the active player assigns his first (FAQ: Indirect Damage).
        eachPlayer(indirectDamage(EACH_PLAYER, X)),
        toDeck(chosen('first'), { bottom: true }),
        toDeck(chosen('second'), { bottom: true }),
      ],
    }),
  ],
});
