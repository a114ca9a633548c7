import { action, anyCard, atLeast, choice, choose, chooseOne, chosen, discardDeckTop, ifThen, not, OPPONENT, pickedCount, played, toDeck, YOU, type Effect, type PlayerRel } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * Looking at the top two cards of `whose` deck: the ones to discard go on top and are discarded
 * from there; the cards kept go back on top, the one picked on top.
 */
function lookAtTopTwo(whose: PlayerRel, k: string): Effect[] {
  const drop = `drop${k}`;
  const top = `top${k}`;
  return [
    choice(drop, choose(anyCard(), { from: 'deckTop', depth: 2, whose, min: 0, max: 2, label: 'cards to discard (pass: keep them all)' })),
    toDeck(chosen(drop)),
    discardDeckTop(whose, pickedCount(drop)),
    ifThen(not(atLeast(pickedCount(drop), 1)), [choice(top, choose(anyCard(), { from: 'deckTop', depth: 2, whose, label: 'card to leave on top' })), toDeck(chosen(top))]),
  ];
}

export default defineCard(import.meta.url, '02120', {
  text: "Skaven. Destruction only. Kingdom. Action, once each time you play a Spell card (at your first opportunity after): look at the top 2 cards of either player's deck (you pick whose); discard as many of them as you like and put the others back on top in the order you like.",
  abilities: [
    action({
      zone: 'kingdom',
      when: played(anyCard({ trait: 'Spell' }), { player: YOU, asDevelopment: false }),
      effect: chooseOne([
        { label: 'your deck', do: lookAtTopTwo(YOU, 'Mine') },
        { label: "your opponent's deck", do: lookAtTopTwo(OPPONENT, 'Theirs') },
      ]),
    }),
  ],
});
