import { addLastingEffect, defOf, emit, EV, heroConflict, log, nameOf, newUse, placeInZone, queries, randomInt, sacrifice, shuffle, startResolution, uniqueConflict } from '@invasion/engine';
import { action, chooseUnit, chooseZone, forced, picked, pickedAll, pickedSection, yours, type Ctx } from '@invasion/engine/dsl';
import type { PlayerId, ZoneName } from '@invasion/engine';
import { defineCard } from '../define.js';

/** The unit picked at random among the revealed cards, waiting for its zone. */
const CHOSEN = '02115:chosen';

function canEnter(ctx: Ctx, card: number, zone: ZoneName): boolean {
  const d = defOf(ctx.state.cards[card]!);
  if (d.entry && d.entry !== zone) return false;
  return uniqueConflict(ctx.state, ctx.player, d) === null && heroConflict(ctx.state, ctx.player, d, zone) === null;
}

/** The top five cards of the deck (the top is the end of the list). */
function topFive(ctx: Ctx): number[] {
  return ctx.state.players[ctx.player].deck.slice(-5).reverse();
}

/** Sacrifice (part of the effect, errata); if that happened and the player chose to reveal, pick one revealed unit at random. */
function resolve(ctx: Ctx): void {
  const victim = picked(ctx, 0);
  if (victim < 0) return;
  sacrifice(ctx.state, victim);
  if (pickedAll(ctx, 1).length === 0) return;
  const revealed = topFive(ctx);
  if (ctx.state.log) log(ctx.state, `P${ctx.player + 1} reveals ${revealed.map((id) => nameOf(ctx.state, id)).join(', ') || 'nothing'}`);
  const units = revealed.filter((id) => defOf(ctx.state.cards[id]!).type === 'Unit' && (['kingdom', 'quest', 'battlefield'] as const).some((z) => canEnter(ctx, id, z)));
  if (units.length === 0) {
    shuffle(ctx.state, ctx.player);
    return;
  }
  const unit = units[randomInt(ctx.state, 0, units.length - 1)]!;
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, unit)} is chosen at random`);
  addLastingEffect(ctx.state, { effect: CHOSEN, controller: ctx.player, source: ctx.self, card: unit, amount: 0, until: 'turn' });
  startResolution(ctx.state, newUse(ctx.self, 1, ctx.player));
}

function controlsAUnit(ctx: Ctx): boolean {
  return queries.allUnitsInPlay(ctx.state).some((id) => ctx.state.cards[id]!.controller === ctx.player);
}

function chosenUnit(ctx: Ctx): number {
  const e = ctx.state.effects.find((x) => x.effect === CHOSEN && x.source === ctx.self);
  return e ? e.card : -1;
}

/** The chosen unit enters play in the zone picked; then the rest is shuffled back. */
function putChosenIntoPlay(ctx: Ctx): void {
  const unit = chosenUnit(ctx);
  ctx.state.effects = ctx.state.effects.filter((x) => !(x.effect === CHOSEN && x.source === ctx.self));
  const z = pickedSection(ctx, 0)?.zone;
  if (unit >= 0 && z) {
    placeInZone(ctx.state, unit, ctx.player, z);
    if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, unit)} is put into play in P${ctx.player + 1}'s ${z}`);
    emit(ctx.state, EV.enteredPlay, unit, ctx.player, 0, z);
  }
  shuffle(ctx.state, ctx.player);
}

export default defineCard(import.meta.url, '02115', {
  text: 'Spell. Action (errata): sacrifice one of your units. If you did, you may reveal the top 5 cards of your deck; one revealed unit, picked at random, enters play in the zone of your choice; then shuffle the rest back into your deck.',
  abilities: [
    action({
      canResolve: controlsAUnit,
      choices: [
        chooseUnit('unit to sacrifice', yours, { at: 'resolve' }),
        { label: 'reveal the top five cards? (pick to reveal, pass to decline)', targeting: false, at: 'resolve', min: 0, list: (ctx) => (pickedAll(ctx, 0).length > 0 ? [ctx.self] : []) },
      ],
      effect: resolve,
    }),
    // The zone for the randomly chosen unit (resolved right after the reveal, never by an event).
    forced({
      on: -1 as never,
      when: () => false,
      choices: [chooseZone('zone for the revealed unit', (ctx, p: PlayerId, z) => p === ctx.player && chosenUnit(ctx) >= 0 && canEnter(ctx, chosenUnit(ctx), z))],
      effect: putChosenIntoPlay,
    }),
  ],
});
