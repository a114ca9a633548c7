import { action, choice, chosen, conditionFn, fromHand, leavesPlay, putIntoPlay, rules, section, SELF, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const NAME = 'Blue Horrors';

/** Its controller holds another unit card of that name (else the action could not resolve); itself, back in hand, does not count. */
function copyInHand(ctx: Ctx): boolean {
  return ctx.state.players[ctx.player].hand.some((id) => id !== ctx.self && rules.printed(ctx.state, id)?.name === NAME);
}

export default defineCard(import.meta.url, '02051', {
  text: 'Daemon. Triggered Action, on leaving play: its player may put a second Blue Horrors unit (not this card back in hand) from his hand into play, in any one of his zones.',
  abilities: [
    action({
      when: leavesPlay(),
      canResolve: conditionFn(copyInHand),
      effect: [
        choice('copy', fromHand(unit({ name: NAME, not: SELF }), { label: 'Blue Horrors to put into play' })),
        choice('zone', section({ whose: YOU, unburned: false, label: 'zone it enters' })),
        putIntoPlay(chosen('copy'), { chosen: 'zone' }),
      ],
    }),
  ],
});
