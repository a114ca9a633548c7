import { act, action, beginTurn, custom, rules, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** His whole hand is shown to both players (in a two-player game: to you). */
function showOpponentsHand(ctx: Ctx): boolean {
  const hand = ctx.state.players[rules.opponent(ctx.player)].hand;
  act.reveal(ctx, [...hand]);
  return hand.length > 0;
}

export default defineCard(import.meta.url, '07055', {
  text: 'Building. Limited. Action, usable once as each of your turns begins (first action window): your opponent (the target opponent) shows you every card in his hand.',
  abilities: [action({ when: beginTurn(), effect: custom("reveal the opponent's hand", showOpponentsHand) })],
});
