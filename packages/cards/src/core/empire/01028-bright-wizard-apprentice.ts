import { defOf, log, nameOf } from '@invasion/engine';
import { action, picked, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Sources of Actions on the chain, not yet cancelled, that are units or supports other than this one. */
function actionsOfOtherCards(ctx: Ctx): number[] {
  const out: number[] = [];
  for (const l of ctx.state.chain) {
    if (l.kind !== 'ability' || !l.use || l.cancelled || l.card === ctx.self) continue;
    const type = defOf(ctx.state.cards[l.card]!).type;
    if ((type === 'Unit' || type === 'Support') && !out.includes(l.card)) out.push(l.card);
  }
  return out;
}

/** Cancels the most recent open Action link of the chosen card. */
function cancelActionOf(ctx: Ctx, source: number): void {
  const chain = ctx.state.chain;
  for (let i = chain.length - 1; i >= 0; i--) {
    const l = chain[i]!;
    if (l.kind === 'ability' && l.use && !l.cancelled && l.card === source) {
      l.cancelled = true;
      if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, ctx.self)} cancels the effects of ${nameOf(ctx.state, source)}'s action`);
      return;
    }
  }
}

export default defineCard(import.meta.url, '01028', {
  text: 'Quest. Action: spend 2 resources: cancel the effects of one targeted Action that another unit or support has put on the chain. (Limit once per turn.)',
  abilities: [
    action({
      zone: 'quest',
      spend: 2,
      limit: 'turn',
      // The effect is what is targeted, not the card: no "cannot target your units" tax applies.
      choices: [{ label: 'Action to cancel', list: actionsOfOtherCards, targeting: false }],
      effect: (ctx) => {
        const source = picked(ctx, 0);
        if (source >= 0 && actionsOfOtherCards(ctx).includes(source)) cancelActionOf(ctx, source);
      },
    }),
  ],
});
