import { act, andThen, constant, custom, HOST, rules, startLasting, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const JUDGEMENT = '07026';
/** Marks a card this attachment turned into a development (it was not one): it is what it was again when no Judgement holds it. */
const MADE_DEVELOPMENT = `${JUDGEMENT}:madeDevelopment`;

/**
 * The host becomes a development where it is and stays faceup (FAQ Q&A on Judgement of Loec); a
 * questing unit stops questing and stays in that zone. Only a development, it loses its damage and
 * resource tokens (FAQ: faceup developments).
 */
function turnHostIntoDevelopment(ctx: Ctx): boolean {
  const host = ctx.use.ev.card;
  if (host < 0 || !rules.isInPlay(ctx.state, host) || rules.isDevelopment(ctx.state, host)) return false;
  act.turnIntoDevelopment(ctx, host, false);
  return true;
}

/** When the attachment leaves play, the card it turned is what it was again — unless another Judgement still holds it. */
function revertHost(ctx: Ctx): boolean {
  const host = ctx.use.ev.card;
  const s = ctx.state;
  if (host < 0 || !rules.isInPlay(s, host) || !rules.isDevelopment(s, host) || s.cards[host]!.faceDown) return false;
  if (!s.effects.some((e) => e.b === MADE_DEVELOPMENT && e.card === host)) return false;
  if (s.cards.some((c) => c.id !== ctx.self && c.def === JUDGEMENT && c.attachedTo === host && !c.faceDown)) return false;
  act.turnFaceup(ctx, host);
  return true;
}

export default defineCard(import.meta.url, '07026', {
  text: 'Attachment. Spell. Goes onto one target unit or development (either player\'s). While attached, that card\'s text box counts as blank, it has no power whatsoever and it is a development (a unit stays faceup, stops questing, and is a unit again when this leaves play).',
  attach: {
    to: { type: ['unit', 'development'] },
    onAttach: [custom('becomes a faceup development', turnHostIntoDevelopment), andThen(startLasting('madeDevelopment', { card: HOST, until: 'game' }))],
    onDetach: custom('is what it was again', revertHost),
  },
  abilities: [constant({ affects: 'host', modify: { blank: true, losesAllPower: true } })],
  lasting: { madeDevelopment: { abilities: [] } },
});
