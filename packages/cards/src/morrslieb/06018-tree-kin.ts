import { act, action, andThen, custom, endTurn, forced, HOST, rules, SELF, spend, startLasting, turnFaceup, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * It becomes a faceup development where it is (FAQ: faceup developments — its damage and tokens go,
 * it stops questing and leaves the combat, it stays in play).
 */
function becomeFaceupDevelopment(ctx: Ctx): boolean {
  if (!rules.isInPlay(ctx.state, ctx.self) || rules.isDevelopment(ctx.state, ctx.self)) return false;
  act.turnIntoDevelopment(ctx, ctx.self, false);
  return true;
}

export default defineCard(import.meta.url, '06018', {
  text: 'Wood Elf. Forest Spirit. Order only. Action: spend 2 resources: until the end of the turn this unit is a faceup development and no longer a unit; then it is a unit again.',
  abilities: [
    action({
      cost: spend(2),
      effect: [custom('becomes a faceup development', becomeFaceupDevelopment), andThen(startLasting('asDevelopment', { card: SELF }))],
    }),
  ],
  // As the turn ends it is a unit again (turned back; it does not enter play).
  lasting: { asDevelopment: { abilities: [forced({ when: endTurn('any'), effect: turnFaceup(HOST) })] } },
});
