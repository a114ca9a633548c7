import { action, atLeast, choice, choose, chosen, conditionFn, ifThen, pickedCount, putIntoPlay, rules, section, unit, YOU, YOUR_TURN, type CardRef, type Ctx, type Effect, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** More units than any discard pile holds. */
const MOST = 60;

const ZONES: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

/** A unit of the pile that could enter play in some zone of yours (not a copy of a unique card you have in play, not a Hero where every zone has one, its own zone restriction — FAQ: Put into Play). */
function canEnterSomewhere(ctx: Ctx, id: number): boolean {
  return ZONES.some((z) => rules.cannotEnterPlay(ctx.state, id, ctx.player, z) === null);
}

/** The zones of yours the unit picked in `card` can enter. */
function zonesItCanEnter(card: string) {
  return function canEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
    const id = rules.picked(ctx, card)[0];
    return id !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, id, p, zone) === null;
  };
}

/**
 * First every choice: the next unit of your discard pile not handled yet that can enter play (none
 * left: done), then a zone of yours it can enter, and so on. Then, with no choice in between, all are
 * put into play (one effect: they enter together, and what their entering triggers resolves after all
 * have entered — FAQ Detailed Timing C-3). One that cannot enter stays in the pile (two Heroes put
 * into one zone: the second).
 */
function units(i: number, done: readonly CardRef[]): Effect[] {
  if (i >= MOST) return [];
  const card = `unit${i}`;
  const zone = `zone${i}`;
  return [
    choice(card, choose(unit(done.length > 0 ? { not: done, where: canEnterSomewhere } : { where: canEnterSomewhere }), { from: 'discard', whose: YOU, min: 1, max: 1, ifNone: 'continue', label: 'next unit of your discard pile to put into play' })),
    ifThen(atLeast(pickedCount(card), 1), [
      choice(zone, section({ whose: YOU, unburned: false, targeting: false, zoneWhere: zonesItCanEnter(card), label: 'zone it enters' })),
      ...units(i + 1, [...done, chosen(card)]),
      putIntoPlay(chosen(card), { chosen: zone }),
    ]),
  ];
}

export default defineCard(import.meta.url, '02108', {
  text: 'Epic Spell. Played only during your turn. Action: every unit card in your discard pile is put into play, each into the zone of yours you pick for it (not targeted; uniqueness and each card\'s own restrictions still apply).',
  abilities: [
    action({
      if: YOUR_TURN,
      canResolve: conditionFn((ctx) => ctx.state.players[ctx.player].discard.some((id) => rules.printed(ctx.state, id)?.type === 'Unit' && canEnterSomewhere(ctx, id))),
      effect: units(0, []),
    }),
  ],
});
