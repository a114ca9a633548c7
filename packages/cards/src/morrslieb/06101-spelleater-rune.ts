import { action, anyCard, cancel, fromChain, rules, sacrifice, SELF, TARGET, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A Dwarf unit the Rune's controller controls. */
function myDwarf(ctx: Ctx, id: number): boolean {
  return rules.isInPlay(ctx.state, id) && rules.isUnit(ctx.state, id) && ctx.state.cards[id]!.controller === ctx.player && rules.raceOf(ctx.state, id) === 'Dwarf';
}

/**
 * The card of an action waiting on the chain (either player's) that targets one of his Dwarf units:
 * a tactic or an Action whose declared targets include one, or an attachment being played onto one
 * (FAQ: playing an attachment is an action targeting its host).
 */
function actionTargetingMyDwarf(ctx: Ctx, id: number): boolean {
  return ctx.state.chain.some((l) => {
    if (l.card !== id || l.cancelled) return false;
    if (l.kind === 'play') return l.target !== undefined && l.target !== null && l.target >= 0 && (rules.printed(ctx.state, l.card)?.traits.includes('Attachment') ?? false) && myDwarf(ctx, l.target);
    return l.kind === 'ability' && l.use !== null && rules.targetsOf(ctx.state, l.use).some((u) => myDwarf(ctx, u));
  });
}

export default defineCard(import.meta.url, '06101', {
  text: 'Rune. Action: sacrifice this card (the cost): cancel an action still on the chain (either player\'s tactic, Action or attachment play) that targets a Dwarf unit you control. The action is picked, not targeted.',
  abilities: [
    action({
      cost: sacrifice(SELF),
      target: fromChain(anyCard({ where: actionTargetingMyDwarf }), { targeting: false, label: 'action targeting your Dwarf unit to cancel' }),
      effect: cancel(TARGET),
    }),
  ],
});
