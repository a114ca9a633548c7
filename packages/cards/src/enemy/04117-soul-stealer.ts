import { act, custom, HOST, takeControl, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** As this card leaves play, its host (still in play) goes back under its owner's control (FAQ: a constant effect). */
function giveBack(ctx: Ctx): boolean {
  const host = ctx.use.ev.card;
  const owner = ctx.state.cards[host]!.owner;
  if (ctx.state.cards[host]!.controller === owner) return false;
  act.takeControl({ ...ctx, player: owner }, host);
  return true;
}

export default defineCard(import.meta.url, '04117', {
  text: 'Attachment. Hex. Goes onto one target unit that is not a Hero. While this card is in play you control that unit, which moves to your corresponding zone; when this card leaves play, its owner gets it back (in his corresponding zone).',
  attach: { to: unit({ notTrait: 'Hero' }), onAttach: takeControl(HOST, 'game'), onDetach: custom('control returns to its owner', giveBack) },
  abilities: [],
});
