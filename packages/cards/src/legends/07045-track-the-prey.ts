import { defOf } from '@invasion/engine';
import { action, gainKeyword, picked, targetUnit, yours, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Savage X, X being the unit's printed power. */
function savageOfPrintedPower(ctx: Ctx): void {
  const id = picked(ctx, 0);
  if (id < 0) return;
  gainKeyword(ctx, id, 'savage', defOf(ctx.state.cards[id]!).power ?? 0, 'turn');
}

export default defineCard(import.meta.url, '07045', {
  text: 'Lizardmen. Order only. Action: one target unit you control gains Savage X until the end of the turn, X being its printed power.',
  abilities: [action({ choices: [targetUnit('unit of yours to gain Savage', yours)], effect: savageOfPrintedPower })],
});
