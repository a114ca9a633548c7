import { defOf, log, nameOf } from '@invasion/engine';
import { action, picked, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Tactics on the chain whose play has not been cancelled, other than this card: anywhere in the chain. */
function tacticsJustPlayed(ctx: Ctx): number[] {
  const out: number[] = [];
  for (const l of ctx.state.chain) {
    const c = ctx.state.cards[l.card]!;
    if (l.kind !== 'ability' || !l.use || l.use.ability !== 0 || l.cancelled || l.card === ctx.self) continue;
    if (c.loc === 'chain' && defOf(c).type === 'Tactic' && !out.includes(l.card)) out.push(l.card);
  }
  return out;
}

function cancelTactic(ctx: Ctx): void {
  const t = picked(ctx, 0);
  const link = ctx.state.chain.find((l) => l.kind === 'ability' && l.card === t && l.use?.ability === 0 && !l.cancelled);
  if (!link) return;
  link.cancelled = true;
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, ctx.self)} cancels ${nameOf(ctx.state, t)}`);
}

export default defineCard(import.meta.url, '03021', {
  text: 'Action: cancel one target tactic that was just played (any tactic still on the chain, however many links were added after it).',
  abilities: [action({ choices: [{ label: 'tactic to cancel', list: tacticsJustPlayed }], effect: cancelTactic })],
});
