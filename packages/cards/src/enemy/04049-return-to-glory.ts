import { action, choice, fromDiscard, printedCostOf, putIntoPlay, questTokenEachTurn, removeTokensFrom, rules, section, SELF, TARGET, unit, YOU, ZONES, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * A unit card whose printed cost the tokens here can pay, and that could enter some zone of yours
 * (not a unique copy you have, not a Hero where every zone has one, its own zone restriction — FAQ: Put into Play).
 */
function affordable(ctx: Ctx, id: number): boolean {
  const printed = rules.printed(ctx.state, id)?.cost;
  const cost = typeof printed === 'number' ? printed : 0;
  return cost <= ctx.state.cards[ctx.self]!.tokens && ZONES.some((z) => rules.cannotEnterPlay(ctx.state, id, ctx.player, z) === null);
}

/** A zone of yours the chosen unit can enter. */
function unitCanEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const id = rules.picked(ctx, 'unit')[0];
  return id !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, id, p, zone) === null;
}

export default defineCard(import.meta.url, '04049', {
  text: 'Quest. Action: choose a unit card in your discard pile and remove as many resource tokens from this quest as its printed cost (the cost): it is put into play in a zone of yours you pick as it resolves. Not a target. Quest. Forced: as each of your turns begins, this quest gains a resource token while a unit quests on it.',
  abilities: [
    action({
      zone: 'quest',
      target: fromDiscard(unit({ where: affordable }), { name: 'unit', targeting: false, label: 'unit card in your discard pile' }),
      cost: removeTokensFrom(SELF, printedCostOf(TARGET)),
      effect: [choice('zone', section({ whose: YOU, unburned: false, zoneWhere: unitCanEnter, label: 'zone it enters' })), putIntoPlay(TARGET, { chosen: 'zone' })],
    }),
    questTokenEachTurn(),
  ],
});
