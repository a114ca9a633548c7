import { action, anyCard, choice, choose, chosen, toDeck, type CardRef, type Effect } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * The five cards looked at stay the top five throughout: each pick goes back on top, so the next
 * choice leaves out the cards already put back. The last card put back is the new top card.
 */
function putBackInOrder(): Effect[] {
  const done: CardRef[] = [];
  const out: Effect[] = [];
  for (let i = 1; i <= 5; i++) {
    const name = `back${i}`;
    const label = i === 5 ? 'card to put back last (it is the top card)' : 'card to put back next (the last one put back is the top card)';
    out.push(choice(name, choose(anyCard(done.length > 0 ? { not: [...done] } : {}), { from: 'deckTop', depth: 5, ifNone: 'continue', label })), toDeck(chosen(name)));
    done.push(chosen(name));
  }
  return out;
}

export default defineCard(import.meta.url, '04027', {
  text: 'Spell. Action: you look at the top 5 cards of your deck (all of them if fewer) and put them back on top of it in the order you choose.',
  abilities: [action({ effect: putBackInOrder() })],
});
