import { action, atLeast, choice, chosen, ifThen, pickedCount, putIntoPlay, rules, search, section, shuffleDeck, unit, YOU, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A zone of yours the unit found can enter (its own zone restriction, a Hero already there — FAQ: Put into Play). */
function canEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const found = rules.picked(ctx, 'found')[0];
  return found !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, found, p, zone) === null;
}

export default defineCard(import.meta.url, '02062', {
  text: 'Action: look through your deck\'s five topmost cards (a search); one unit among them of printed cost 3 or lower may enter play in any zone of yours; then your deck is shuffled.',
  abilities: [
    action({
      effect: [
        choice('found', search(5, unit({ printedCost: { max: 3 } }), { label: 'unit to put into play' })),
        ifThen(atLeast(pickedCount('found'), 1), [choice('zone', section({ whose: YOU, unburned: false, zoneWhere: canEnter, label: 'zone it enters' })), putIntoPlay(chosen('found'), { chosen: 'zone' })]),
        // FAQ Multiple Effects: "then" hangs on the search, which resolves even when nothing is put into play.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
