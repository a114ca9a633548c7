import { log, nameOf } from '@invasion/engine';
import { action, picked, tacticsJustPlayed, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

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
