import { act, action, beginTurn, choice, choose, chosen, custom, playTacticFree, shuffleDeck, tactic, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07023', {
  text: 'Legend. Action, usable as your turn begins: show both players the five top cards of your deck; you may pick one tactic among them and play it free of every cost, observing its restrictions; then your deck is shuffled.',
  /** Total 3 icons; the split is not in the sources: 1 per zone (even split, as the FAQ gives Malekith). */
  legendPower: { kingdom: 1, quest: 1, battlefield: 1 },
  abilities: [
    action({
      when: beginTurn(YOU),
      effect: [
        // Revealed to both players until the ability has resolved.
        custom('reveal the top five cards', (ctx) => act.reveal(ctx, ctx.state.players[ctx.player].deck.slice(-5).reverse())),
        choice('tactic', choose(tactic(), { from: 'deckTop', depth: 5, min: 0, max: 1, label: 'revealed tactic to play at no cost (pass: none)' })),
        playTacticFree(chosen('tactic')),
        shuffleDeck(YOU),
      ],
    }),
  ],
});
