import { anyCard, atLeast, beginTurn, choose, may, questTokenEachTurn, returnToHand, SELF, tokensOn, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03010', {
  text: 'Quest. As your turn begins, if this quest holds at least 3 resource tokens, you may take one High Elf card of printed cost 3 or more from your discard pile into your hand (the tokens stay). Quest. Forced: as each of your turns begins, this quest gains a resource token while a unit quests on it.',
  abilities: [
    may({
      zone: 'quest',
      when: beginTurn(YOU, { if: atLeast(tokensOn(SELF), 3) }),
      effect: returnToHand(choose(anyCard({ race: 'High Elf', printedCost: { min: 3 } }), { from: 'discard', whose: YOU, label: 'High Elf card (cost 3 or more) to take back into your hand' })),
    }),
    questTokenEachTurn(),
  ],
});
