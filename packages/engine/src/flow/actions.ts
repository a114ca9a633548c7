/**
 * The actions a player may take in an action window (FAQ: Action): playing a unit, support, quest,
 * legend or development from hand in his capital phase (also his deck's top card where an effect
 * allows it, and Necromancy cards from his discard pile), tactics, and the Actions of his cards.
 */
import { compiledOf, defOf } from '../ruleset/registry.js';
import type { Decision, GameState, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { loyaltyCost } from '../characteristics/costs.js';
import { newUse } from '../characteristics/constants.js';
import { hasFlagKeyword } from '../characteristics/cards.js';
import { abilityActionOptions, inHandForPlay, playableDeckTop, takeAbilityAction, whyCannotInitiate } from '../abilities/initiation.js';
import { alternativeCostOf, attachHosts, canPlayCardsNow, cannotDevelop, mayPlayAnotherDevelopment, playsAnyTime, startDevelopment, startPlay, whyCannotDevelop, whyCannotPlay, whyCannotPlayCard, whyCannotPlayInto, whyCannotPlayLegend } from './playCard.js';

export function actionOptions(state: GameState, p: PlayerId): Decision[] {
  const out: Decision[] = [];
  if (canPlayCardsNow(state, p)) capitalPhaseOptions(state, p, out);
  else if (state.players[p].hand.some((id) => playsAnyTime(state, id))) capitalPhaseOptions(state, p, out, true);
  abilityActionOptions(state, p, out);
  return out;
}

/** `anyTimeOnly`: outside the capital phase, only the cards in hand that may be played any time he could take an action. */
function capitalPhaseOptions(state: GameState, p: PlayerId, out: Decision[], anyTimeOnly = false): void {
  const pl = state.players[p];
  const questsOpen = openQuests(state, p);
  const playable = anyTimeOnly ? pl.hand.filter((id) => playsAnyTime(state, id)) : pl.hand.slice();
  const top = anyTimeOnly ? -1 : playableDeckTop(state, p);
  if (top >= 0) playable.push(top);
  if (!anyTimeOnly) for (const id of pl.discard) if (hasFlagKeyword(state, id, 'necromancy')) playable.push(id);
  for (const card of playable) cardPlayOptions(state, p, card, questsOpen, out);
  if (!anyTimeOnly && mayPlayAnotherDevelopment(state, p)) {
    // (not a zone a card of his forbids him to develop: "you cannot develop this zone")
    const zones = ZONES.filter((z) => !cannotDevelop(state, p, z));
    for (const card of pl.hand) for (const zone of zones) out.push({ type: 'develop', card, zone });
    if (top >= 0) for (const zone of zones) out.push({ type: 'develop', card: top, zone });
  }
}

/** His quests in his quest zone that a unit may be played onto (faceup, his). */
export function openQuests(state: GameState, p: PlayerId): number[] {
  const out: number[] = [];
  for (const id of state.players[p].zones.quest.cards) {
    const q = state.cards[id]!;
    if (!q.dev && !q.faceDown && q.controller === p && defOf(q).type === 'Quest') out.push(id);
  }
  return out;
}

/**
 * The play options of one card (`byEffect`: an effect lets him play it from his hand now, outside the
 * capital phase too — "play a unit from your hand"): each zone, quest, host, X and alternative cost.
 */
export function cardPlayOptions(state: GameState, p: PlayerId, card: number, questsOpen: readonly number[], out: Decision[], byEffect = false): void {
  if (whyCannotPlayCard(state, p, card, byEffect) !== null) return;
  const def = defOf(state.cards[card]!);
  const loyalty = loyaltyCost(state, p, def);
  if (def.type === 'Legend') {
    if (whyCannotPlayLegend(state, p, card, loyalty) === null) out.push({ type: 'play', card });
    return;
  }
  if (compiledOf(state.cards[card]!).attach) {
    for (const host of attachHosts(state, p, card)) {
      const zone = state.cards[host]!.loc as ZoneName;
      if (whyCannotPlayInto(state, p, card, zone, host, 0, loyalty, false) === null) out.push({ type: 'play', card, zone, target: host });
    }
    return;
  }
  for (const zone of ZONES) {
    if (def.cost === 'X') {
      for (let x = 0; whyCannotPlayInto(state, p, card, zone, -1, x, loyalty, false) === null; x++) out.push({ type: 'play', card, zone, x });
    } else if (whyCannotPlayInto(state, p, card, zone, -1, 0, loyalty, false) === null) out.push({ type: 'play', card, zone });
    if (zone === 'quest' && def.type === 'Unit') {
      for (const q of questsOpen) if (whyCannotPlayInto(state, p, card, zone, q, 0, loyalty, false) === null) out.push({ type: 'play', card, zone, target: q });
    }
    // Its own alternative cost instead of its cost (`alt: 1`; X is 0).
    if (alternativeCostOf(state, card) && whyCannotPlayInto(state, p, card, zone, -1, 0, loyalty, false, true) === null) {
      out.push({ type: 'play', card, zone, alt: 1 });
      if (zone === 'quest' && def.type === 'Unit') {
        for (const q of questsOpen) if (whyCannotPlayInto(state, p, card, zone, q, 0, loyalty, false, true) === null) out.push({ type: 'play', card, zone, target: q, alt: 1 });
      }
    }
  }
}

/** Carry out a legal action (already validated against the options). */
export function takeAction(state: GameState, p: PlayerId, d: Decision): void {
  if (takeAbilityAction(state, p, d)) return;
  if (d.type === 'play') {
    startPlay(state, p, d.card, d.zone ?? null, d.target ?? -1, d.x ?? 0, d.alt === 1);
    return;
  }
  if (d.type === 'develop') {
    startDevelopment(state, p, d.card, d.zone);
    return;
  }
  throw new Error(`engine error: no handler for action '${d.type}'`);
}

/** Explains why an action decision is not legal (for error messages). */
export function explainAction(state: GameState, p: PlayerId, d: Decision): string | null {
  const c = 'card' in d && typeof d.card === 'number' ? state.cards[d.card] : undefined;
  if ((d.type === 'use' || d.type === 'play' || d.type === 'develop') && !c) return `there is no card #${(d as { card: unknown }).card}`;
  if (d.type === 'use') {
    if (!compiledOf(c!).byId.has(d.ability)) return `${defOf(c!).name} has no ability '${d.ability}'`;
    return whyCannotInitiate(state, newUse(c!.def, d.ability, d.card, p));
  }
  if (d.type === 'play' && defOf(c!).type === 'Tactic') {
    if (!inHandForPlay(state, p, d.card)) return `${defOf(c!).name} (#${d.card}) is not in your hand`;
    const play = compiledOf(c!).abilities[0];
    return play ? whyCannotInitiate(state, newUse(c!.def, play.id, d.card, p, d.x ?? 0)) : `${defOf(c!).name} cannot be played`;
  }
  if (d.type === 'play' && defOf(c!).type === 'Legend') {
    const why = whyCannotPlayCard(state, p, d.card);
    if (why) return why;
    if (d.zone !== undefined || d.target !== undefined || d.x !== undefined) return `${defOf(c!).name} is a legend: play it onto your capital as { type: 'play', card } (no zone, target or X)`;
    return whyCannotPlayLegend(state, p, d.card);
  }
  if (d.type === 'play') return whyCannotPlay(state, p, d.card, d.zone as ZoneName, d.target ?? -1, d.x ?? 0, d.alt === 1);
  if (d.type === 'develop') return whyCannotDevelop(state, p, d.card, d.zone as ZoneName);
  return null;
}
