import { action, attacking, chooseUnit, destroy, pickedAll, questTokenEachTurn, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** The ability is usable once the quest holds 3 or more resource tokens. */
const enoughTokens = (ctx: Ctx): boolean => ctx.state.cards[ctx.self]!.tokens >= 3;

export default defineCard(import.meta.url, '01017', {
  text: 'Quest. Action (only with 3+ resource tokens on this quest): sacrifice the unit questing here; destroy as many as two target attacking units. Quest. Forced: at the beginning of your turn, add 1 resource token to this quest when some unit quests on it.',
  abilities: [
    action({
      zone: 'quest',
      playable: enoughTokens,
      choices: [
        targetUnit('attacking units to destroy', attacking, { max: 2 }),
        chooseUnit('unit questing here', (ctx, id) => ctx.state.cards[id]!.questing === ctx.self, { cost: 'sacrifice' }),
      ],
      effect: (ctx) => {
        for (const id of pickedAll(ctx, 0)) destroy(ctx, id);
      },
    }),
    questTokenEachTurn(),
  ],
});
