import { action, beginPhase, choice, conditionFn, HOST, move, rules, unit, YOU, zoneFor, ZONES, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The attached unit has another zone of its controller's to go to (not a second Hero there). */
function somewhereToGo(ctx: Ctx): boolean {
  const host = ctx.state.cards[ctx.self]!.attachedTo;
  if (host < 0) return false;
  const owner = ctx.state.cards[host]!.controller;
  return ZONES.some((z) => rules.canMoveTo(ctx.state, [host], owner, z));
}

export default defineCard(import.meta.url, '03047', {
  text: 'Attachment. Played onto a target unit you control (it must stay yours). Action, usable once as your battlefield phase begins (your first opportunity then): the attached unit, with this card, moves to another zone of your capital.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [
    action({
      when: beginPhase('battlefield', YOU),
      canResolve: conditionFn(somewhereToGo),
      effect: [choice('to', zoneFor(HOST)), move(HOST, { chosen: 'to' })],
    }),
  ],
});
