import { action, choice, chosen, conditionFn, fromHand, leavesPlay, putIntoPlay, rules, section, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const NAME = 'Blue Horrors';

/** Its controller holds a unit card of that name (else the action could not resolve). */
function copyInHand(ctx: Ctx): boolean {
  return ctx.state.players[ctx.player].hand.some((id) => rules.printed(ctx.state, id)?.name === NAME);
}

export default defineCard(import.meta.url, '02051', {
  text: 'Daemon. Triggered Action: when this unit leaves play, you may take a unit named Blue Horrors from your hand and put it into play in any one of your zones.',
  abilities: [
    action({
      when: leavesPlay(),
      canResolve: conditionFn(copyInHand),
      effect: [
        choice('copy', fromHand(unit({ name: NAME }), { label: 'Blue Horrors to put into play' })),
        choice('zone', section({ whose: YOU, unburned: false, label: 'zone it enters' })),
        putIntoPlay(chosen('copy'), { chosen: 'zone' }),
      ],
    }),
  ],
});
