import { action, anyCard, choose, chooseOne, conditionFn, damage, exists, OPPONENT, or, rules, sacrifice, section, ZONES, type PlayerId } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit or support card (attachments included) the opponent controls, in a zone holding at least one development (of the capital the card is on). */
const inDevelopedZone = anyCard({ type: ['unit', 'support'], controller: OPPONENT, inDevelopedZone: true });

/** The opponent has a section with no development that can still be dealt damage (not burning: FAQ Q&A). */
const canDamageUndeveloped = conditionFn((ctx) => {
  const them = (1 - ctx.player) as PlayerId;
  return ZONES.some((z) => !ctx.state.players[them].zones[z].burning && rules.developmentsIn(ctx.state, them, z) === 0);
});
const canSacrifice = exists(inDevelopedZone);

export default defineCard(import.meta.url, '03058', {
  text: 'Action: your opponent decides, among what he can do in full: deal 3 damage to one of his capital sections that has no development (not a burning one), or sacrifice one of his unit or support cards (attachments included) standing in a zone that holds a development. Not playable when he could do neither.',
  abilities: [
    action({
      canResolve: or(canDamageUndeveloped, canSacrifice),
      effect: chooseOne(
        [
          {
            label: '3 damage to an undeveloped section of your capital',
            if: canDamageUndeveloped,
            do: damage(section({ whose: OPPONENT, by: OPPONENT, developed: false, label: 'undeveloped section to take 3 damage' }), 3),
          },
          {
            label: 'sacrifice a unit or support card in a developed zone',
            if: canSacrifice,
            do: sacrifice(choose(inDevelopedZone, { by: OPPONENT, label: 'unit or support card to sacrifice' })),
          },
        ],
        OPPONENT,
      ),
    }),
  ],
});
