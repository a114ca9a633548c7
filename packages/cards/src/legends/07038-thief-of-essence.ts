import { armedKey, defOf, EV, type GameEvent } from '@invasion/engine';
import { action, draw, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * A unit left play (legends and developments are not units). Units leaving together arm the action
 * only once ("one or more units").
 */
function unitsLeftPlay(ctx: Ctx, ev: GameEvent): boolean {
  if (ev.card < 0 || defOf(ctx.state.cards[ev.card]!).type !== 'Unit') return false;
  const key = armedKey(0);
  return !ctx.state.effects.some((e) => e.card === ctx.self && e.effect === key);
}

export default defineCard(import.meta.url, '07038', {
  text: 'Thief. Action: when one or more units leave play, draw a card.',
  abilities: [action({ trigger: { on: EV.leftPlay, when: unitsLeftPlay }, effect: (ctx) => void draw(ctx, ctx.player, 1) })],
});
