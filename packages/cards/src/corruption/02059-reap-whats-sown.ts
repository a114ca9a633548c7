import { action, atLeast, chooseOne, count, development, discardHand, draw, EACH_PLAYER, eachPlayer, ifThen, X } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02059', {
  text: 'Costs X. Action: every player who has at least X developments in all may throw away his whole hand and then draw X cards (each decides for himself, the active player first).',
  abilities: [
    action({
      effect: eachPlayer(
        ifThen(
          atLeast(count(development({ controller: EACH_PLAYER })), X),
          chooseOne(
            [
              { label: 'discard your hand and draw X cards', do: [discardHand(EACH_PLAYER), draw(EACH_PLAYER, X)] },
              { label: 'keep your hand', do: [] },
            ],
            EACH_PLAYER,
          ),
        ),
      ),
    }),
  ],
});
