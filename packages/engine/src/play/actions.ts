/**
 * The actions a player may take in an action window (FAQ: Action): playing a unit, support, quest,
 * legend or development from hand in his capital phase (also, where an effect allows it, his
 * deck's top card as though it were in his hand — Lord of Change — and Necromancy cards from his
 * discard pile), and whatever action sources card abilities register.
 */
import { defOf } from '../registry.js';
import type { Decision, GameState, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { canPlayCardsNow, startDevelopment, startPlay, whyCannotDevelop, whyCannotPlay, whyCannotPlayCard, whyCannotPlayInto, whyCannotPlayLegend } from './playCard.js';
import { loyaltyCost, playCost } from './cost.js';
import { attachHosts } from './attachments.js';
import { inHandForPlay, playableDeckTop } from '../abilities/constants.js';
import { abilityActionOptions, newUse, takeAbilityAction, whyCannotInitiate } from '../abilities/use.js';

function whyCannotUse(state: GameState, p: PlayerId, card: number, ability: number): string | null {
  const c = state.cards[card];
  if (!c) return `there is no card #${card}`;
  return whyCannotInitiate(state, newUse(card, ability, p));
}

/** Other kinds of action (card abilities, tactics): enumerate options and carry them out. */
export interface ActionSource {
  options(state: GameState, p: PlayerId, out: Decision[]): void;
  /** Returns true when it handled the decision. */
  take(state: GameState, p: PlayerId, d: Decision): boolean;
}
const sources: ActionSource[] = [];
export function registerActionSource(s: ActionSource): void {
  sources.push(s);
}

export function actionOptions(state: GameState, p: PlayerId): Decision[] {
  const out: Decision[] = [];
  if (canPlayCardsNow(state, p)) capitalPhaseOptions(state, p, out);
  abilityActionOptions(state, p, out);
  for (const s of sources) s.options(state, p, out);
  return out;
}

function capitalPhaseOptions(state: GameState, p: PlayerId, out: Decision[]): void {
  const pl = state.players[p];
  const questsOpen: number[] = [];
  for (const id of pl.zones.quest.cards) {
    const q = state.cards[id]!;
    if (!q.dev && q.controller === p && defOf(q).type === 'Quest') questsOpen.push(id);
  }
  const playable = pl.hand.slice();
  const top = playableDeckTop(state, p); // Lord of Change: the deck's top card, as though in hand
  if (top >= 0) playable.push(top);
  for (const id of pl.discard) if (defOf(state.cards[id]!).keywords.necromancy) playable.push(id);
  for (const card of playable) {
    if (whyCannotPlayCard(state, p, card) !== null) continue;
    const def = defOf(state.cards[card]!);
    const loyalty = loyaltyCost(state, p, def);
    if (def.type === 'Legend') {
      // Onto the capital: a play with no zone, like a tactic's.
      if (whyCannotPlayLegend(state, p, card, loyalty) === null) out.push({ type: 'play', card });
      continue;
    }
    if (def.attach) {
      for (const host of attachHosts(state, p, card)) {
        const zone = state.cards[host]!.loc as ZoneName;
        if (whyCannotPlayInto(state, p, card, zone, host, 0, loyalty, false) === null) out.push({ type: 'play', card, zone, target: host });
      }
      continue;
    }
    for (const zone of ZONES) {
      if (def.cost === 'X') {
        for (let x = 0; whyCannotPlayInto(state, p, card, zone, -1, x, loyalty, false) === null; x++) out.push({ type: 'play', card, zone, x });
      } else if (whyCannotPlayInto(state, p, card, zone, -1, 0, loyalty, false) === null) out.push({ type: 'play', card, zone });
      if (zone === 'quest' && def.type === 'Unit') {
        for (const q of questsOpen) if (whyCannotPlayInto(state, p, card, zone, q, 0, loyalty, false) === null) out.push({ type: 'play', card, zone, target: q });
      }
    }
  }
  if (pl.developmentTurn !== state.turn) {
    for (const card of pl.hand) for (const zone of ZONES) out.push({ type: 'develop', card, zone });
    if (top >= 0) for (const zone of ZONES) out.push({ type: 'develop', card: top, zone });
  }
}

/** Carry out a legal action (already validated against the options). */
export function takeAction(state: GameState, p: PlayerId, d: Decision): void {
  if (takeAbilityAction(state, p, d)) return;
  if (d.type === 'play') {
    startPlay(state, p, d.card, d.zone ?? null, d.target ?? -1, d.x ?? 0);
    return;
  }
  if (d.type === 'develop') {
    startDevelopment(state, p, d.card, d.zone);
    return;
  }
  for (const s of sources) if (s.take(state, p, d)) return;
  throw new Error(`engine error: no handler for action '${d.type}'`);
}

/** Explains why an action decision is not legal (for error messages). */
export function explainAction(state: GameState, p: PlayerId, d: Decision): string | null {
  if (d.type === 'use') return whyCannotUse(state, p, d.card, d.ability);
  const c = d.type === 'play' ? state.cards[d.card] : undefined;
  if (d.type === 'play' && c && defOf(c).type === 'Tactic') return !inHandForPlay(state, p, d.card) ? `${defOf(c).name} (#${d.card}) is not in your hand` : whyCannotInitiate(state, newUse(d.card, 0, p, d.x ?? 0));
  if (d.type === 'play' && c && defOf(c).type === 'Legend') {
    const why = whyCannotPlayCard(state, p, d.card);
    if (why) return why;
    if (d.zone !== undefined || d.target !== undefined || d.x !== undefined) return `${defOf(c).name} is a legend: play it onto your capital as { type: 'play', card } (no zone, target or X)`;
    return whyCannotPlayLegend(state, p, d.card);
  }
  if (d.type === 'play') return whyCannotPlay(state, p, d.card, d.zone as ZoneName, d.target ?? -1, d.x ?? 0);
  if (d.type === 'develop') return whyCannotDevelop(state, p, d.card, d.zone as ZoneName);
  return null;
}

export { playCost };
