import { addLastingEffect, defOf, emit, EV, heroConflict, log, nameOf, onPileEntered, placeInZone, uniqueConflict, type GameState } from '@invasion/engine';
import { action, chooseZone, picked, pickedSection, type Ctx } from '@invasion/engine/dsl';
import type { ZoneName } from '@invasion/engine';
import { defineCard } from '../define.js';

/** Marks a Dwarf unit card that entered its owner's discard pile this turn (however it got there). */
const ENTERED_DISCARD = '02002:enteredDiscard';

function isDwarfUnitCard(state: GameState, id: number): boolean {
  const d = defOf(state.cards[id]!);
  return d.type === 'Unit' && d.race === 'Dwarf';
}

onPileEntered((state, id, pile) => {
  if (pile !== 'discard' || !isDwarfUnitCard(state, id)) return;
  const owner = state.cards[id]!.owner;
  addLastingEffect(state, { effect: ENTERED_DISCARD, controller: owner, source: -1, card: id, amount: 0, until: 'turn' });
});

/** Dwarf units in your discard pile that entered it this turn. */
function returnable(ctx: Ctx): number[] {
  return ctx.state.players[ctx.player].discard.filter((id) => ctx.state.effects.some((e) => e.effect === ENTERED_DISCARD && e.card === id));
}

function canEnter(ctx: Ctx, card: number, zone: ZoneName): boolean {
  const d = defOf(ctx.state.cards[card]!);
  if (d.entry && d.entry !== zone) return false;
  return uniqueConflict(ctx.state, ctx.player, d) === null && heroConflict(ctx.state, ctx.player, d, zone) === null;
}

function putIntoPlay(ctx: Ctx): void {
  const unit = picked(ctx, 0);
  const zone = pickedSection(ctx, 1)?.zone;
  if (unit < 0 || !zone || ctx.state.cards[unit]!.loc !== 'discard') return;
  placeInZone(ctx.state, unit, ctx.player, zone);
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, unit)} is put into play in P${ctx.player + 1}'s ${zone}`);
  emit(ctx.state, EV.enteredPlay, unit, ctx.player, 0, zone);
}

export default defineCard(import.meta.url, '02002', {
  text: 'Action: one target Dwarf unit card that reached your discard pile during this turn (by any route) is put into play in a zone you pick.',
  abilities: [
    action({
      choices: [
        { label: 'Dwarf unit card put in your discard pile during this turn', list: returnable },
        chooseZone('zone it enters', (ctx, p, z) => p === ctx.player && picked(ctx, 0) >= 0 && canEnter(ctx, picked(ctx, 0), z), { at: 'resolve' }),
      ],
      effect: putIntoPlay,
    }),
  ],
});
