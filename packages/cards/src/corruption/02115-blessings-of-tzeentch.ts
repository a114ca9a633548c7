import {
  act,
  action,
  andThen,
  atLeast,
  atRandom,
  choice,
  choose,
  chooseOne,
  chosen,
  custom,
  exists,
  ifThen,
  pickedCount,
  putIntoPlay,
  sacrifice,
  section,
  shuffleDeck,
  unit,
  rules,
  YOU,
  type ChoiceSpec,
  type Ctx,
  type PlayerId,
  type ZoneName,
} from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const ZONES: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

/** A unit that could enter play in some zone of yours (not a unique copy you have, not a Hero where every zone has one, its own zone restriction — FAQ: Put into Play). */
function canEnterSomewhere(ctx: Ctx, id: number): boolean {
  return ZONES.some((z) => rules.cannotEnterPlay(ctx.state, id, ctx.player, z) === null);
}

/** A zone of yours the unit drawn can enter. */
function unitCanEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const id = rules.picked(ctx, 'unit')[0];
  return id !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, id, p, zone) === null;
}

/**
 * The top five cards of your deck, revealed (not searched: search bonuses do not apply). The unit is
 * drawn at random among the revealed units that could be put into play; none: nothing enters.
 */
const TOP_FIVE: ChoiceSpec = { choose: 'card', from: 'deckTop', depth: 5, filter: unit({ where: canEnterSomewhere }), min: 0, max: 1, label: 'unit revealed' };

export default defineCard(import.meta.url, '02115', {
  text: 'Spell. Action (errata): sacrifice one of your units. If you did, you may reveal the five topmost cards of your deck: one unit among them, picked at random, is put into play in the zone of your choice; then the rest are shuffled back into your deck.',
  abilities: [
    action({
      // With no unit of yours to sacrifice nothing could resolve.
      canResolve: exists(unit({ controller: YOU })),
      effect: [
        // Errata: the sacrifice is part of the effect, not a cost.
        sacrifice(choose(unit({ controller: YOU }), { label: 'unit to sacrifice' })),
        andThen(
          chooseOne([
            {
              label: 'reveal the top five cards of your deck',
              do: [
                // Revealed to both players until the spell has resolved.
                custom('reveal the top five cards', (ctx) => act.reveal(ctx, ctx.state.players[ctx.player].deck.slice(-5).reverse())),
                choice('unit', atRandom(TOP_FIVE)),
                ifThen(atLeast(pickedCount('unit'), 1), [choice('zone', section({ whose: YOU, unburned: false, zoneWhere: unitCanEnter, label: 'zone the unit enters' })), putIntoPlay(chosen('unit'), { chosen: 'zone' })]),
                shuffleDeck(YOU),
              ],
            },
            { label: 'do not reveal', do: [] },
          ]),
        ),
      ],
    }),
  ],
});
