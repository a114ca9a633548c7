import { act, action, andThen, custom, endTurn, forced, HOST, rules, SELF, spend, startLasting, turnFaceup, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * It becomes a faceup development where it is, as Tree Kin does (FAQ: faceup developments — its damage
 * and tokens go, it has no text, so no Toughness 1, it stops questing and leaves combat, it stays in play).
 */
function becomeFaceupDevelopment(ctx: Ctx): boolean {
  if (!rules.isInPlay(ctx.state, ctx.self) || rules.isDevelopment(ctx.state, ctx.self)) return false;
  act.turnIntoDevelopment(ctx, ctx.self, false);
  return true;
}

export default defineCard(import.meta.url, '06058', {
  text: 'Wood Elf. Forest Spirit. Order only. Toughness 1. Action: pay 2 resources: for the rest of the turn this unit is a faceup development only, no longer a unit; as the turn ends it is a unit again.',
  abilities: [
    action({
      cost: spend(2),
      effect: [custom('becomes a faceup development', becomeFaceupDevelopment), andThen(startLasting('asDevelopment', { card: SELF }))],
    }),
  ],
  // As the turn ends it is a unit again (turned back; it does not enter play).
  lasting: { asDevelopment: { abilities: [forced({ when: endTurn('any'), effect: turnFaceup(HOST) })] } },
});
