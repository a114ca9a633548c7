import { action, choice, fromDiscard, OPPONENT, putIntoPlay, rules, section, TARGET, unit, YOU, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const ZONES: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

/** A unit that could enter play in some zone of yours (not a unique copy you have, not a Hero where every zone has one, its own zone restriction — FAQ: Put into Play). */
function canEnterSomewhere(ctx: Ctx, id: number): boolean {
  return ZONES.some((z) => rules.cannotEnterPlay(ctx.state, id, ctx.player, z) === null);
}

/** A zone of yours the target can enter. */
function targetCanEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const id = rules.targetsOf(ctx.state, ctx.use)[0];
  return id !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, id, p, zone) === null;
}

export default defineCard(import.meta.url, '04057', {
  text: 'Action: one target unit card that went into an opponent\'s discard pile this turn enters play under your control, corrupted, in the zone of yours you pick (the unique, Hero and zone restrictions still apply).',
  abilities: [
    action({
      // Only a unit that could enter one of your zones is a target: with none, the tactic cannot be played.
      target: fromDiscard(unit({ thisTurn: 'enteredDiscard', where: canEnterSomewhere }), { whose: OPPONENT, label: 'unit card that entered an opponent\'s discard pile this turn' }),
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, targeting: false, zoneWhere: targetCanEnter, label: 'your zone to put it into' })),
        putIntoPlay(TARGET, { chosen: 'zone' }, { corrupted: true }),
      ],
    }),
  ],
});
