import { action, andThen, atLeast, choice, chosen, fromHand, ifThen, pickedCount, putIntoPlay, returnToHand, rules, section, TARGET, unit, YOU, ZONES, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit card of the hand that could enter play in at least one zone of its player (uniqueness, a Hero there, its own zone restriction). */
const canEnterSomewhere = (ctx: Ctx, id: number) => ZONES.some((z) => rules.cannotEnterPlay(ctx.state, id, ctx.player, z) === null);

/** A zone of yours the picked unit can enter. */
const zoneItCanEnter = (ctx: Ctx, p: PlayerId, zone: ZoneName) => {
  const id = rules.picked(ctx, 'unit')[0];
  return id !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, id, p, zone) === null;
};

export default defineCard(import.meta.url, '07021', {
  text: 'Action: one target unit you control goes back to its owner\'s hand; if it did, a unit card of printed cost 3 or less from your hand (your pick, if you hold one that can enter) is put into play, in a zone of yours you pick (not played: no cost is paid).',
  abilities: [
    action({
      target: unit({ controller: YOU }),
      effect: [
        returnToHand(TARGET),
        andThen(
          // Not optional (no "may" on the card): with such a unit in hand one must enter; none, nothing happens.
          choice('unit', fromHand(unit({ printedCost: { max: 3 }, where: canEnterSomewhere }), { min: 1, max: 1, label: 'unit of printed cost 3 or less to put into play' })),
          ifThen(atLeast(pickedCount('unit'), 1), [
            choice('zone', section({ whose: YOU, unburned: false, zoneWhere: zoneItCanEnter, label: 'zone the unit enters' })),
            putIntoPlay(chosen('unit'), { chosen: 'zone' }),
          ]),
        ),
      ],
    }),
  ],
});
