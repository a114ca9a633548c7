import { chooseCard, forced, picked, searchDepth, whenThisEntersPlay, zoneOfSource, type Ctx } from '@invasion/engine/dsl';
import { defOf, emit, EV, log, nameOf, placeInZone, shuffle, type CardDef, type GameState, type PlayerId } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** A unique card the player already has faceup in play cannot be put into play again. */
function uniqueInPlay(state: GameState, p: PlayerId, d: CardDef): boolean {
  if (!d.unique) return false;
  for (const z of ['kingdom', 'quest', 'battlefield'] as const) {
    for (const id of state.players[p].zones[z].cards) {
      const c = state.cards[id]!;
      if (c.controller === p && !c.faceDown && defOf(c).name === d.name) return true;
    }
  }
  return false;
}

/** Support cards (not attachments) with printed cost 2 or lower among the top five cards of the deck (more with search bonuses). */
function searchableSupports(ctx: Ctx): number[] {
  const deck = ctx.state.players[ctx.player].deck;
  const zone = zoneOfSource(ctx);
  const out: number[] = [];
  const depth = searchDepth(ctx, 5);
  for (let i = deck.length - 1; i >= 0 && i >= deck.length - depth; i--) {
    const d = defOf(ctx.state.cards[deck[i]!]!);
    if (d.type !== 'Support' || d.attach || typeof d.cost !== 'number' || d.cost > 2) continue;
    if (d.entry && d.entry !== zone) continue;
    if (uniqueInPlay(ctx.state, ctx.player, d)) continue;
    out.push(deck[i]!);
  }
  return out;
}

/** The found support enters play in this unit's zone, then the deck is shuffled. */
function putFoundSupportIntoPlay(ctx: Ctx): void {
  const found = picked(ctx, 0);
  const zone = zoneOfSource(ctx);
  if (found >= 0 && zone) {
    placeInZone(ctx.state, found, ctx.player, zone);
    if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, found)} is put into play in the ${zone}`);
    emit(ctx.state, EV.enteredPlay, found, ctx.player, 0, zone);
  }
  shuffle(ctx.state, ctx.player);
}

export default defineCard(import.meta.url, '01008', {
  text: "Forced: on entering play, search your deck's top 5 cards; you may put a support among them whose printed cost is at most 2 into play here; afterwards, shuffle your deck.",
  abilities: [
    forced({
      ...whenThisEntersPlay,
      choices: [chooseCard('support to put into play', () => false, { list: searchableSupports, min: 0 })],
      effect: putFoundSupportIntoPlay,
    }),
  ],
});
