import { act, action, custom, rules, shuffleDeck, YOU, YOUR_TURN, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * The 5 topmost cards are shown to both players; each unit among them of printed cost 3 or less enters
 * play in your battlefield, one after another, unless it cannot (a unique copy you have, a second Hero
 * there — FAQ: Put into Play). The others stay in the deck, which is then shuffled.
 */
function revealAndCallUnits(ctx: Ctx): boolean {
  const top = ctx.state.players[ctx.player].deck.slice(-5).reverse();
  if (top.length === 0) return false;
  act.reveal(ctx, top);
  for (const id of top) {
    const p = rules.printed(ctx.state, id);
    // A printed X counts as 0 out of play (FAQ: The Letter X).
    const cost = p?.cost === 'X' ? 0 : p?.cost;
    if (p?.type !== 'Unit' || typeof cost !== 'number' || cost > 3) continue;
    if (rules.cannotEnterPlay(ctx.state, id, ctx.player, 'battlefield') !== null) continue;
    act.putIntoPlay(ctx, id, 'battlefield');
  }
  return true;
}

export default defineCard(import.meta.url, '06114', {
  text: 'Spell. Played only during your own turn. Action: show both players the 5 topmost cards of your deck; every unit among them whose printed cost is 3 or less enters play in your battlefield. Afterwards your deck is shuffled.',
  abilities: [action({ if: YOUR_TURN, effect: [custom('reveal the top 5 and put the cheap units into play', revealAndCallUnits), shuffleDeck(YOU)] })],
});
