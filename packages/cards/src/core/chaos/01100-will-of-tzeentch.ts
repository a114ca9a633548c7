import { action, discardHand, draw, EACH_PLAYER, eachPlayer, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01100', {
  text: 'Play only during your turn. Action: every player discards all the cards in his hand; then every player draws 3 cards.',
  abilities: [action({ if: YOUR_TURN, effect: [eachPlayer(discardHand(EACH_PLAYER)), eachPlayer(draw(EACH_PLAYER, 3))] })],
});
