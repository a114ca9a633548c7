import { abilityOf, availableResources, choicesFeasible, ctxOf, log, nameOf, newUse, startInitiation, type AbilityUse, type GameState } from '@invasion/engine';
import { action, picked, tacticsJustPlayed, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/**
 * Whether the copy can be carried out: its choices can be made and its effect could resolve. Play
 * restrictions ("play during your turn") concern playing the card, not copying its effects.
 */
function copyPossible(state: GameState, use: AbilityUse): boolean {
  const a = abilityOf(state, use);
  if (!a || a.kind !== 'action') return false;
  const ctx = ctxOf(state, use);
  if (a.canResolve && !a.canResolve(ctx)) return false;
  return choicesFeasible(ctx, a, 'initiate', availableResources(state, use.player));
}

/** The copy is initiated and resolved at once, free, X = 0 (FAQ), its choices made by this card's controller. */
function copyTactic(ctx: Ctx): void {
  const tactic = picked(ctx, 0);
  if (tactic < 0) return;
  const use: AbilityUse = { ...newUse(tactic, 0, ctx.player), free: true, x: 0 };
  if (!copyPossible(ctx.state, use)) {
    if (ctx.state.log) log(ctx.state, `the copy of ${nameOf(ctx.state, tactic)} could not resolve`);
    return;
  }
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, ctx.self)} copies ${nameOf(ctx.state, tactic)}`);
  startInitiation(ctx.state, use, true);
}

export default defineCard(import.meta.url, '01045', {
  text: 'Action: choose a target tactic that was just played; its effects resolve again as a free copy (X counts as 0), with every choice of the copy made by you.',
  abilities: [action({ choices: [{ label: 'tactic to copy', list: tacticsJustPlayed }], effect: copyTactic })],
});
