import { action, choice, development, move, rules, TARGET, upTo, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Developments beside the other one picked (when it is still in play): the same player's, in the same zone. */
const besideOtherPick = development({
  where: (ctx, id) => {
    const b = ctx.state.cards[id]!;
    return (ctx.use.picks[0] ?? []).every((other) => {
      if (other === id || !rules.isInPlay(ctx.state, other)) return true;
      const a = ctx.state.cards[other]!;
      return a.loc === b.loc && a.controller === b.controller;
    });
  },
});

export default defineCard(import.meta.url, '01044', {
  text: 'Action: one or two target developments in the same zone of the same player move together to another zone of that player (chosen as it resolves).',
  abilities: [
    action({
      target: upTo(2, besideOtherPick, { min: 1, targeting: true, label: 'developments to move (one or two in one zone)' }),
      effect: [choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })],
    }),
  ],
});
