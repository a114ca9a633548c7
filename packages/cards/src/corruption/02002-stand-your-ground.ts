import { action, choice, fromDiscard, putIntoPlay, rules, section, TARGET, unit, YOU, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
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

export default defineCard(import.meta.url, '02002', {
  text: 'Action: choose a target Dwarf unit card that reached your discard pile at any point this turn (by any route); it is put into play in one of your zones, which you pick as it resolves.',
  abilities: [
    action({
      // FAQ Q&A: any Dwarf unit card that entered the pile this turn, however it got there (a destroyed development too).
      // Only one that could enter one of your zones is a target: with none, the tactic cannot be played.
      target: fromDiscard(unit({ race: 'Dwarf', thisTurn: 'enteredDiscard', where: canEnterSomewhere }), { label: 'Dwarf unit card that entered your discard pile this turn' }),
      effect: [choice('zone', section({ whose: YOU, unburned: false, zoneWhere: targetCanEnter, label: 'zone it enters' })), putIntoPlay(TARGET, { chosen: 'zone' })],
    }),
  ],
});
