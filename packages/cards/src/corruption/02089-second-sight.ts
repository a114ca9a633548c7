import { act, custom, draw, rules, YOU, action } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02089', {
  text: "Spell. Action: you look at your opponent's hand (shown in the log and views while it resolves), then draw 1 card.",
  abilities: [
    action({
      effect: [
        // Looking at a hand its owner already knows: shown to both players while the ability resolves.
        custom("look at the opponent's hand", (ctx) => {
          const hand = ctx.state.players[rules.opponent(ctx.player)].hand;
          if (hand.length > 0) act.reveal(ctx, [...hand]);
        }),
        draw(YOU, 1),
      ],
    }),
  ],
});
