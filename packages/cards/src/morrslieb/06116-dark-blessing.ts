import { action, anyCard, chosen, discardCard, gain, printedCostOf, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06116', {
  text: 'Spell. Action: as its cost, the card on top of your deck goes to your discard pile (no card there: it cannot be played); one target unit then has + power equal to that card\'s printed cost until the end of the turn.',
  abilities: [
    action({
      target: unit(),
      // FAQ (costs): "do X to do Y" — the discard is the cost, paid after the target is chosen and kept if the play is cancelled.
      // The top card, the only candidate (picked by the rules), is kept by name to read its printed cost.
      cost: discardCard(anyCard(), { from: 'deckTop', depth: 1, whose: YOU, name: 'gone', label: 'top card of your deck (discarded)' }),
      effect: gain(TARGET, { power: printedCostOf(chosen('gone')) }),
    }),
  ],
});
