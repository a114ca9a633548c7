import { anyCard, beginTurn, choice, choose, chooseOne, chosen, discardDeckTop, forced, minus, OPPONENT, pickedCount, toDeck, YOU, type Effect, type PlayerRel } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * Looking at the top three cards of `whose` deck: the one to discard (if any) is put on top and
 * discarded from there; the others are put back on top one after another (the last one ends on top).
 */
function lookAtTopThree(whose: PlayerRel, k: string): Effect[] {
  const drop = `drop${k}`;
  const a = `a${k}`;
  const b = `b${k}`;
  const left = minus(3, pickedCount(drop));
  const back = (label: string, not: ReturnType<typeof chosen>[], name: string) => [
    choice(name, choose(anyCard(not.length > 0 ? { not } : {}), { from: 'deckTop', depth: left, whose, ifNone: 'continue', label })),
    toDeck(chosen(name)),
  ];
  return [
    choice(drop, choose(anyCard(), { from: 'deckTop', depth: 3, whose, min: 0, max: 1, label: 'card to discard (pass: keep them all)' })),
    toDeck(chosen(drop)),
    discardDeckTop(whose, pickedCount(drop)),
    ...back('card to put back first (the last one put back is the top card)', [], a),
    ...back('card to put back next (the last one put back is the top card)', [chosen(a)], b),
    ...back('card to put back last (it is the top card)', [chosen(a), chosen(b)], `c${k}`),
  ];
}

export default defineCard(import.meta.url, '03005', {
  text: "Hero. Quest. Forced: as your turn begins, you look at the top 3 cards of your deck or your opponent's (you pick whose); you may discard one of them, and the others go back on top in the order you choose.",
  abilities: [
    forced({
      zone: 'quest',
      when: beginTurn(YOU),
      effect: chooseOne([
        { label: 'your deck', do: lookAtTopThree(YOU, 'Mine') },
        { label: "your opponent's deck", do: lookAtTopThree(OPPONENT, 'Theirs') },
      ]),
    }),
  ],
});
