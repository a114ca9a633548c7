import { addLastingEffect, defOf, queries, type GameState, type PlayerId } from '@invasion/engine';
import { all, forced, isUnit, takeControl, whenThisLeavesPlay, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** On the host while this card holds it: `source` = this card, `amount` = the player it was taken from. */
const STOLEN = '04117:stolen';

/** Not a Hero (a development, even one an effect made a unit, has no traits). */
const notHero = (ctx: Ctx, id: number): boolean => {
  const c = ctx.state.cards[id]!;
  return c.dev || !defOf(c).hero;
};

/** On attaching: take control of the host; it moves to your corresponding zone. */
function stealHost(ctx: Ctx, host: number): void {
  const from = ctx.state.cards[host]!.controller;
  if (from === ctx.player) return;
  takeControl(ctx, host, 'game');
  addLastingEffect(ctx.state, { effect: STOLEN, controller: ctx.player, source: ctx.self, card: host, amount: from, until: 'game' });
}

/** When this card leaves play, the unit it held (still in play) goes back to the player it was taken from. */
function giveBack(ctx: Ctx): void {
  const state: GameState = ctx.state;
  const i = state.effects.findIndex((e) => e.effect === STOLEN && e.source === ctx.self);
  if (i < 0) return;
  const e = state.effects.splice(i, 1)[0]!;
  const host = state.cards[e.card]!;
  if (!queries.isZone(host.loc) || host.controller === e.amount) return;
  takeControl({ ...ctx, player: e.amount as PlayerId }, e.card, 'game');
}

export default defineCard(import.meta.url, '04117', {
  text: 'Attachment. Attach to a target non-Hero unit. You control the attached unit, which moves to your corresponding zone; when this card leaves play, control of that unit returns to the player it was taken from.',
  attach: { host: all(isUnit, notHero), onAttach: stealHost },
  abilities: [forced({ ...whenThisLeavesPlay, effect: giveBack })],
});
