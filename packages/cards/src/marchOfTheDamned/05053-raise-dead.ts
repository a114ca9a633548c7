import { action, choice, fromDiscard, putIntoPlay, rules, section, TARGET, unit, YOU, YOUR_TURN, ZONES, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The unit could enter play in at least one of your zones (uniqueness, a Hero already there, its own zone restriction — FAQ: Put into Play). */
function canEnterSomewhere(ctx: Ctx, id: number): boolean {
  return ZONES.some((z) => rules.cannotEnterPlay(ctx.state, id, ctx.player, z) === null);
}

/** A zone of yours the target can enter. */
function canEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const id = ctx.use.picks[0]?.[0];
  return id !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, id, p, zone) === null;
}

export default defineCard(import.meta.url, '05053', {
  text: 'Undead. Spell. Only in your own turn. Action: pick a target unit in your own discard pile; it is put into play in a zone of yours you choose as it resolves (only zones it can enter are offered).',
  abilities: [
    action({
      if: YOUR_TURN,
      target: fromDiscard(unit({ where: canEnterSomewhere }), { label: 'unit in your discard pile' }),
      effect: [choice('zone', section({ whose: YOU, unburned: false, zoneWhere: canEnter, label: 'zone it enters' })), putIntoPlay(TARGET, { chosen: 'zone' })],
    }),
  ],
});
