import { addLastingEffect, endQuesting, log, nameOf, queries, type GameState } from '@invasion/engine';
import { constant, either, isDevelopment, isUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const JUDGEMENT = '07026';
/** Marks a host this card turned into a development (`source`: the attachment): it is a unit again when no Judgement holds it. */
const MADE_DEVELOPMENT = '07026:madeDevelopment';

function isHost(ctx: Ctx, id: number): boolean {
  return ctx.state.cards[ctx.self]!.attachedTo === id;
}

/**
 * The host becomes a development where it is and stays faceup (FAQ Q&A on Judgement of Loec); a
 * questing unit stops questing and stays in that zone. Being a development, its text is ignored
 * (a blank text box). A card that is then only a development loses its damage and resource tokens
 * and leaves the combat (the state check on developments, FAQ: faceup developments); one that an
 * effect makes a unit too (Kairos Fateweaver) keeps them, with no power.
 */
function turnIntoDevelopment(ctx: Ctx, host: number): void {
  const s = ctx.state;
  const h = s.cards[host]!;
  if (!queries.isZone(h.loc) || h.dev) return;
  if (h.questing >= 0) endQuesting(s, host);
  h.dev = true;
  s.dirty = true;
  addLastingEffect(s, { effect: MADE_DEVELOPMENT, controller: ctx.player, source: ctx.self, card: host, amount: 0, until: 'game' });
  if (s.log) log(s, `${nameOf(s, host)} becomes a faceup development while ${nameOf(s, ctx.self)} stays attached`);
}

/** Another Judgement of Loec still attached to the host, or -1. */
function otherJudgementOn(state: GameState, host: number, self: number): number {
  const zone = state.cards[host]!.loc;
  if (!queries.isZone(zone)) return -1;
  for (const p of [0, 1] as const) {
    for (const id of state.players[p].zones[zone].cards) {
      const c = state.cards[id]!;
      if (id !== self && c.def === JUDGEMENT && c.attachedTo === host && !c.dev && !c.faceDown) return id;
    }
  }
  return -1;
}

/** When the attachment leaves play, the card it turned into a development is what it was again (unless another Judgement holds it). */
function revert(ctx: Ctx, host: number): void {
  const s = ctx.state;
  const i = s.effects.findIndex((e) => e.effect === MADE_DEVELOPMENT && e.card === host && e.source === ctx.self);
  if (i < 0) return;
  const mark = s.effects[i]!;
  const other = otherJudgementOn(s, host, ctx.self);
  if (other >= 0) {
    mark.source = other;
    return;
  }
  s.effects.splice(i, 1);
  const h = s.cards[host]!;
  h.dev = false;
  s.dirty = true;
  if (s.log) log(s, `${nameOf(s, host)} is no longer a development`);
}

export default defineCard(import.meta.url, '07026', {
  text: 'Attachment. Spell. Attach to a target unit or development. While attached, that card is a development (a unit stays faceup and stops questing; it is what it was again when this leaves play), its text box counts as blank and it has no power.',
  attach: { host: either(isUnit, isDevelopment), onAttach: turnIntoDevelopment, onDetach: revert },
  abilities: [constant({ affects: isHost, losesAllPower: true })],
});
