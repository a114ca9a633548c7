import { choice, conditionFn, entersDiscard, putIntoPlay, rules, section, SELF, whenever, YOU, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The discard comes from an opponent's card effect resolving (his tactic, Action, Forced or keyword effect such as Scout), not from a cost or an effect of yours. */
const byOpponentsEffect = (ctx: Ctx): boolean => {
  const p = rules.resolvingController(ctx.state);
  return p !== null && p !== ctx.player;
};

/** A zone of yours this card can enter (its own restrictions, uniqueness: FAQ Put into Play). */
const canEnter = (ctx: Ctx, p: PlayerId, zone: ZoneName): boolean => p === ctx.player && rules.cannotEnterPlay(ctx.state, ctx.self, p, zone) === null;

export default defineCard(import.meta.url, '04045', {
  text: 'Warrior. Elite. When it goes from your hand to your discard pile because of a card effect of your opponent, it is put into play from there, in a zone of yours you pick.',
  abilities: [
    whenever({
      when: entersDiscard(SELF, { from: 'hand', if: conditionFn(byOpponentsEffect) }),
      effect: [choice('zone', section({ whose: YOU, unburned: false, zoneWhere: canEnter, label: 'zone it enters' })), putIntoPlay(SELF, { chosen: 'zone' })],
    }),
  ],
});
