import { action, choice, fromDiscard, OPPONENT, putIntoPlay, rules, section, TARGET, unit, YOU, YOUR_TURN, ZONES, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit that could enter play in some zone of yours (not a unique copy you have, its own zone restriction — FAQ: Put into Play). */
function canEnterSomewhere(ctx: Ctx, id: number): boolean {
  return ZONES.some((z) => rules.cannotEnterPlay(ctx.state, id, ctx.player, z) === null);
}

/** A zone of yours the target can enter. */
function targetCanEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const id = rules.targetsOf(ctx.state, ctx.use)[0];
  return id !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, id, p, zone) === null;
}

export default defineCard(import.meta.url, '05030', {
  text: "Play only in your own turn. Action: one target non-Hero unit card in your opponent's discard pile enters play under your control, in the zone of yours you pick (uniqueness and its own zone restrictions still apply).",
  abilities: [
    action({
      if: YOUR_TURN,
      // Only a unit that could enter one of your zones is a target: with none, the tactic cannot be played.
      target: fromDiscard(unit({ hero: false, where: canEnterSomewhere }), { whose: OPPONENT, label: "non-Hero unit card in your opponent's discard pile" }),
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, targeting: false, zoneWhere: targetCanEnter, label: 'your zone to put it into' })),
        putIntoPlay(TARGET, { chosen: 'zone' }),
      ],
    }),
  ],
});
