import {
  action,
  anyCard,
  choose,
  chooseOne,
  conditionFn,
  damage,
  exists,
  OPPONENT,
  or,
  rules,
  sacrifice,
  section,
  ZONES,
  type Ctx,
  type PlayerId,
  type ZoneName,
} from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A section of a capital holding no development that can still be dealt damage (not burning). */
function undevelopedSection(ctx: Ctx, player: PlayerId, zone: ZoneName): boolean {
  return !ctx.state.players[player].zones[zone].burning && rules.developmentsIn(ctx.state, player, zone) === 0;
}

/** A unit or support card (attachments included) of the opponent's, in a zone of a capital holding at least one development. */
const inDevelopedZone = anyCard({
  type: ['unit', 'support'],
  controller: OPPONENT,
  where: (ctx, id) => {
    const zone = rules.zoneOfCard(ctx.state, id);
    return zone !== null && rules.developmentsIn(ctx.state, rules.capitalOf(ctx.state, id), zone) > 0;
  },
});

const canDamageUndeveloped = conditionFn((ctx) => ZONES.some((z) => undevelopedSection(ctx, (1 - ctx.player) as PlayerId, z)));
const canSacrifice = exists(inDevelopedZone);

export default defineCard(import.meta.url, '03058', {
  text: 'Action: your opponent decides, among what he can do in full: deal 3 damage to one of his capital sections that has no development (not a burning one), or sacrifice one of his unit or support cards standing in a zone of his with a development. Not playable when he could do neither.',
  abilities: [
    action({
      canResolve: or(canDamageUndeveloped, canSacrifice),
      effect: chooseOne(
        [
          {
            label: '3 damage to an undeveloped section of your capital',
            if: canDamageUndeveloped,
            do: damage(section({ whose: OPPONENT, by: OPPONENT, zoneWhere: undevelopedSection, label: 'undeveloped section to take 3 damage' }), 3),
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
