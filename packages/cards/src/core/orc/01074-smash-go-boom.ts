import { action, atLeast, destroy, development, rules, TARGET, targetOf, X, YOUR_TURN, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/**
 * The X targets share one zone of one capital. While they are chosen, a development counts only in
 * a zone holding at least X of them and in the zone of those already picked. Once chosen, a target
 * stays legal while it shares its zone with the other targets still in play (FAQ Illegal Target:
 * one that left play does not make the others illegal).
 */
function inOneZoneOfX(ctx: Ctx, id: number): boolean {
  const picks = ctx.use.picks[0] ?? [];
  const zone = rules.zoneOfCard(ctx.state, id);
  if (zone === null) return false;
  const holder = rules.capitalOf(ctx.state, id);
  const sameZone = (other: number) => other === id || !rules.isInPlay(ctx.state, other) || (rules.zoneOfCard(ctx.state, other) === zone && rules.capitalOf(ctx.state, other) === holder);
  if (!picks.every(sameZone)) return false;
  return picks.includes(id) || rules.developmentsIn(ctx.state, holder, zone) >= ctx.use.x;
}

export default defineCard(import.meta.url, '01074', {
  text: 'Your turn only. Action: X target developments, all in one zone of one capital, are destroyed (X at least 1).',
  abilities: [
    action({
      if: YOUR_TURN,
      canResolve: atLeast(X, 1),
      target: targetOf(development({ where: inOneZoneOfX }), { min: X, max: X, label: 'development to destroy' }),
      effect: destroy(TARGET),
    }),
  ],
});
