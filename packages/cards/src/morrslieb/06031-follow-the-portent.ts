import { action, anyCard, choice, choose, chosen, questTokenOnDevelopment, removeTokensFrom, SELF, toDeck, type CardRef, type Effect } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The three cards looked at stay the top three: each pick goes back on top, the last one put back is the top card. */
function putBackInOrder(): Effect[] {
  const done: CardRef[] = [];
  const out: Effect[] = [];
  for (let i = 1; i <= 3; i++) {
    const name = `back${i}`;
    const label = i === 3 ? 'card to put back last (it is the top card)' : 'card to put back next (the last one put back is the top card)';
    out.push(choice(name, choose(anyCard(done.length > 0 ? { not: [...done] } : {}), { from: 'deckTop', depth: 3, ifNone: 'continue', label })), toDeck(chosen(name)));
    done.push(chosen(name));
  }
  return out;
}

export default defineCard(import.meta.url, '06031', {
  text: 'Triggered action, each time you put a card from your hand into play as a development: if a unit is questing on this quest when it resolves, it gains 1 resource token. Action: remove 1 resource token from it (the cost): you look at the 3 cards on top of your deck (all of them if fewer) and put them back on top in the order you choose.',
  abilities: [
    questTokenOnDevelopment(),
    action({ cost: removeTokensFrom(SELF, 1), effect: putBackInOrder() }),
  ],
});
