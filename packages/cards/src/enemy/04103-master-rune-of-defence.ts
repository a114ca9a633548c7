import { action, choice, fromDiscard, putIntoPlay, rules, section, support, TARGET, YOU, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const ZONES: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

/** A card that could enter play in some zone of yours (not a unique copy you have, its own zone restriction — FAQ: Put into Play). */
function canEnterSomewhere(ctx: Ctx, id: number): boolean {
  return ZONES.some((z) => rules.cannotEnterPlay(ctx.state, id, ctx.player, z) === null);
}

/** A zone of yours the target can enter. */
function targetCanEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const id = rules.targetsOf(ctx.state, ctx.use)[0];
  return id !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, id, p, zone) === null;
}

export default defineCard(import.meta.url, '04103', {
  text: 'Rune. Action: choose a target Building support card that reached your discard pile at some point this turn; it is put into play in one of your zones, which you pick as it resolves.',
  abilities: [
    action({
      target: fromDiscard(support({ trait: 'Building', thisTurn: 'enteredDiscard', where: canEnterSomewhere }), { label: 'Building support card put in your discard pile during this turn' }),
      effect: [choice('zone', section({ whose: YOU, unburned: false, zoneWhere: targetCanEnter, label: 'zone it enters' })), putIntoPlay(TARGET, { chosen: 'zone' })],
    }),
  ],
});
