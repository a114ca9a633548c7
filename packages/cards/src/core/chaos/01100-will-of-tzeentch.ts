import { discardFromHand } from '@invasion/engine';
import { action, draw, duringYourTurn, eachPlayer, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Every player throws away his hand, then every player draws 3. */
function newHands(ctx: Ctx): void {
  const players = eachPlayer(ctx.state);
  for (const p of players) for (const id of ctx.state.players[p].hand.slice()) discardFromHand(ctx.state, id);
  for (const p of players) draw(ctx, p, 3);
}

export default defineCard(import.meta.url, '01100', {
  text: 'Only playable in your own turn. Action: every player discards all cards held, then draws 3.',
  abilities: [action({ playable: duringYourTurn, effect: newHands })],
});
