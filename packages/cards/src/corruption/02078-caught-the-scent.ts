import { act, action, choice, custom, fromHand, OPPONENT, rules, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02078', {
  text: 'Play only in your own turn. Action: look at the hand of a target opponent; you may pick one card from it, which is discarded.',
  abilities: [
    action({
      if: YOUR_TURN,
      effect: [
        // Shown to both players: in a two-player game that is his hand shown to you.
        custom('look at the opponent\'s hand', (ctx) => act.reveal(ctx, [...ctx.state.players[rules.opponent(ctx.player)].hand])),
        choice('drop', fromHand({}, { whose: OPPONENT, min: 0, max: 1, label: 'card to discard (pass: none)' })),
        custom('discard the card picked', (ctx) => {
          const picked = rules.picked(ctx, 'drop');
          for (const id of picked) act.discardFromHand(ctx, id);
          return picked.length > 0;
        }),
      ],
    }),
  ],
});
