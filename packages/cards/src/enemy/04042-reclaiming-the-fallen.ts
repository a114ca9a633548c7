import { action, amountFn, atLeast, choice, chosen, endPhase, fromDiscard, HOST, is, putIntoPlay, rules, sacrifice, section, startLasting, unit, whenever, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** How many unit cards are in its player's discard pile (the pile is open information). */
function unitsInYourDiscard(ctx: Ctx): number {
  return ctx.state.players[ctx.player].discard.filter((id) => rules.printed(ctx.state, id)?.type === 'Unit').length;
}
const ALL = amountFn(unitsInYourDiscard);

export default defineCard(import.meta.url, '04042', {
  text: 'Action: choose one of your zones; every unit card in your discard pile is put into play there (one that cannot enter play there stays in the pile); when this phase ends, each of them still in play is sacrificed.',
  abilities: [
    action({
      canResolve: atLeast(ALL, 1),
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, label: 'zone to put your units into' })),
        // All of them, one after another in the order its player picks (which matters only when two
        // cannot both enter: a unique copy he has, a second Hero there — FAQ: Put into Play).
        choice('units', fromDiscard(unit(), { min: ALL, max: ALL, label: 'unit to put into play next (all of them go)' })),
        putIntoPlay(chosen('units'), { chosen: 'zone' }),
        startLasting('fallen', { card: chosen('units') }),
      ],
    }),
  ],
  lasting: {
    // The delayed sacrifice at the end of the phase, on each unit that came back; gone with a unit that
    // left play meanwhile (a card leaving play is a new card). A unit that could not enter play stays
    // in the pile and is not concerned.
    fallen: { once: true, abilities: [whenever({ when: endPhase(undefined, 'any', { if: is(HOST, { zone: ['kingdom', 'quest', 'battlefield'] }) }), effect: sacrifice(HOST) })] },
  },
});
