import { action, addTokens, choose, exists, quest, rules, type Ctx, type CardFilter } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit is questing on this quest. */
function hasQuester(ctx: Ctx, id: number): boolean {
  return ctx.state.cards.some((c, i) => c.questing === id && rules.isInPlay(ctx.state, i));
}

const questedQuest: CardFilter = quest({ where: hasQuester });

export default defineCard(import.meta.url, '04098', {
  text: 'Order only. Action: pick a quest (either player\'s) that a unit is questing on, as this resolves; it gains 1 resource token.',
  abilities: [action({ canResolve: exists(questedQuest), effect: addTokens(choose(questedQuest, { label: 'quest with a unit questing on it' }), 1) })],
});
