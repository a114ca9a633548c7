import { addLastingEffect, defOf, emit, EV, hasConstantFlag, heroConflict, log, nameOf, onPileEntered, placeInZone, uniqueConflict, type GameState, type PlayerId, type ZoneName } from '@invasion/engine';
import { action, chooseZone, picked, pickedSection, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const ID = '04057';
/** On a unit card that entered its owner's discard pile this turn (gone when it moves again). */
const ENTERED_DISCARD = '04057:enteredDiscard';

/** Marks unit cards entering a discard pile (from play, hand or deck), in games where this card exists. */
function markDiscardedUnit(state: GameState, id: number, pile: 'deck' | 'hand' | 'discard'): void {
  const c = state.cards[id]!;
  if (pile !== 'discard' || defOf(c).type !== 'Unit') return;
  if (!state.cards.some((x) => x.def === ID)) return;
  addLastingEffect(state, { effect: ENTERED_DISCARD, controller: c.owner, source: -1, card: c.id, amount: 0, until: 'turn' });
}
onPileEntered(markDiscardedUnit);

/** Unit cards in an opponent's discard pile that entered it this turn. */
function newSlaves(ctx: Ctx): number[] {
  const state = ctx.state;
  const out: number[] = [];
  for (const id of state.players[(1 - ctx.player) as PlayerId].discard) {
    const def = defOf(state.cards[id]!);
    // Put into play does not bypass the unique rule.
    if (def.type !== 'Unit' || uniqueConflict(state, ctx.player, def)) continue;
    if (state.effects.some((e) => e.card === id && e.effect === ENTERED_DISCARD)) out.push(id);
  }
  return out;
}

/** One of your zones the chosen unit may enter (a unit that enters only in one zone goes there). */
function yourZoneForIt(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  if (p !== ctx.player) return false;
  const t = picked(ctx, 0);
  if (t < 0) return false;
  const def = defOf(ctx.state.cards[t]!);
  return (!def.entry || def.entry === zone) && heroConflict(ctx.state, p, def, zone) === null;
}

function putIntoPlayCorrupted(ctx: Ctx): void {
  const t = picked(ctx, 0);
  const to = pickedSection(ctx, 1);
  const state = ctx.state;
  if (t < 0 || !to || state.cards[t]!.loc !== 'discard') return;
  placeInZone(state, t, ctx.player, to.zone);
  // It enters play in the corrupted state (no "becomes corrupted" event).
  if (!hasConstantFlag(state, t, 'cannotBeCorrupted')) state.cards[t]!.corrupt = true;
  if (state.log) log(state, `${nameOf(state, t)} is put into play, corrupted, in P${ctx.player + 1}'s ${to.zone}`);
  emit(state, EV.enteredPlay, t, ctx.player, 0, to.zone);
}

export default defineCard(import.meta.url, ID, {
  text: 'Action: choose a target unit card that reached an opponent\'s discard pile during this turn; it enters play under your control, corrupted, in a zone of yours you pick. Cards in play or on the chain are never eligible.',
  abilities: [
    action({
      choices: [{ label: 'unit from an opponent\'s discard pile', list: newSlaves }, chooseZone('your zone to put it into', yourZoneForIt)],
      effect: putIntoPlayCorrupted,
    }),
  ],
});
