import { action, amountFn, atLeast, choice, chooseNumber, chosenNumber, discardDeckTop, draw, ifThen, OPPONENT, rules, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The player the tactic chose (option 1: yourself, option 0: your opponent). */
const chosenPlayer = (ctx: Ctx) => ((rules.picked(ctx, 'player')[0] ?? 0) >= 1 ? ctx.player : ((1 - ctx.player) as 0 | 1));
/** How many cards leave his deck: 5, or fewer if his deck holds fewer (public: the deck's size). */
const leaving = (ctx: Ctx) => Math.min(5, ctx.state.players[chosenPlayer(ctx)].deck.length);
/** Once discarded, face up on top of his discard pile: the unit cards among those that went there. */
function unitsDiscarded(ctx: Ctx): number {
  const n = rules.picked(ctx, 'gone')[0] ?? 0;
  const pile = ctx.state.players[chosenPlayer(ctx)].discard;
  return n === 0 ? 0 : pile.slice(-n).filter((id) => rules.printed(ctx.state, id)?.type === 'Unit').length;
}
const LEAVING = amountFn(leaving);

export default defineCard(import.meta.url, '06117', {
  text: 'Action: pick a target player (your opponent or yourself); the 5 cards on top of his deck go to his discard pile, and you then draw one card for each unit card among them.',
  abilities: [
    action({
      // The target player is picked as it is played (option 0: the opponent, 1: yourself).
      target: { choose: 'mode', name: 'player', label: 'target player', options: ['your opponent', 'yourself'], targeting: false },
      effect: [
        // How many go (known to both: the deck's size), kept to find them in the discard pile afterwards.
        choice('gone', chooseNumber(LEAVING, LEAVING, { label: 'cards discarded' })),
        ifThen(atLeast(chosenNumber('player'), 1), discardDeckTop(YOU, 5), discardDeckTop(OPPONENT, 5)),
        // Counted once they are face up in the pile (nothing else enters it while this resolves).
        draw(YOU, amountFn(unitsDiscarded)),
      ],
    }),
  ],
});
