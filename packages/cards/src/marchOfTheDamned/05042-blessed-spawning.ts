import { action, atLeast, choice, chosen, ifThen, pickedCount, putIntoPlay, rules, search, section, shuffleDeck, unit, YOU, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A zone of yours the unit found can enter (its own zone restriction, a Hero already there — FAQ: Put into Play). */
function canEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const found = rules.picked(ctx, 'found')[0];
  return found !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, found, p, zone) === null;
}

export default defineCard(import.meta.url, '05042', {
  text: 'Lizardmen. Action: search the five cards on top of your deck; you may put one Lizardmen unit of printed cost 4 or less found there into play, in a zone of yours you choose; afterwards your deck is shuffled.',
  abilities: [
    action({
      effect: [
        choice('found', search(5, unit({ trait: 'Lizardmen', printedCost: { max: 4 } }), { label: 'Lizardmen unit to put into play (pass: none)' })),
        ifThen(atLeast(pickedCount('found'), 1), [choice('zone', section({ whose: YOU, unburned: false, zoneWhere: canEnter, label: 'zone it enters' })), putIntoPlay(chosen('found'), { chosen: 'zone' })]),
        // "Then": the search resolves whether or not a unit is taken, so the shuffle always follows.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
