/**
 * How a viewer refers to cards, players and zones in labels and rendered events: a card he may see
 * by its name and where it is; any other card only by where it is ("a facedown card in P2's quest").
 */
import { defOf, capitalDef } from '../ruleset/registry.js';
import { isZone } from '../primitives/cards.js';
import type { GameState, PlayerId, ZoneName } from '../types.js';
import type { Viewer } from './clientTypes.js';
import { canSee } from './visibility.js';

export const PHASE_NAMES: Record<string, string> = {
  setup: 'setup',
  beginTurn: 'beginning of the turn',
  kingdom: 'kingdom phase',
  quest: 'quest phase',
  capital: 'capital phase',
  battlefield: 'battlefield phase',
  endTurn: 'end of the turn',
  over: 'game over',
};

/** "you" / "the opponent" for a player, "P1" / "P2" for spectators. */
export function who(p: PlayerId, viewer: Viewer): string {
  if (viewer === 'spectator') return `P${p + 1}`;
  return p === viewer ? 'you' : 'the opponent';
}

/** "your" / "the opponent's" / "P1's". */
export function whose(p: PlayerId, viewer: Viewer): string {
  if (viewer === 'spectator') return `P${p + 1}'s`;
  return p === viewer ? 'your' : "the opponent's";
}

export function zonePhrase(p: PlayerId, zone: ZoneName, viewer: Viewer): string {
  return `${whose(p, viewer)} ${zone}`;
}

/** The card's name when the viewer may see it, else null. */
export function visibleName(state: GameState, id: number, viewer: Viewer): string | null {
  const c = state.cards[id];
  if (!c || !canSee(c, viewer, state)) return null;
  return defOf(c).name;
}

/** Where a card is, in words ("in the opponent's kingdom", "in your hand"). */
export function placePhrase(state: GameState, id: number, viewer: Viewer): string {
  const c = state.cards[id]!;
  if (isZone(c.loc)) {
    const holder = state.players[c.controller].zones[c.loc].cards.includes(id) ? c.controller : ((1 - c.controller) as PlayerId);
    return `in ${zonePhrase(holder, c.loc, viewer)}`;
  }
  switch (c.loc) {
    case 'hand':
      return `in ${whose(c.owner, viewer)} hand`;
    case 'deck':
      return `in ${whose(c.owner, viewer)} deck`;
    case 'discard':
      return `in ${whose(c.owner, viewer)} discard pile`;
    case 'legend':
      return c.faceDown ? `under ${whose(c.controller, viewer)} legend` : `as ${whose(c.controller, viewer)} legend`;
    case 'chain':
      return 'on the chain';
    default:
      return 'removed from the game';
  }
}

/** "Mountain Brigade" or "a facedown card in the opponent's quest" — never what a hidden card is. */
export function cardPhrase(state: GameState, id: number, viewer: Viewer): string {
  const name = visibleName(state, id, viewer);
  if (name !== null) return name;
  const c = state.cards[id];
  if (!c) return 'a card';
  if (c.loc === 'hand' || c.loc === 'deck') return `a card ${placePhrase(state, id, viewer)}`;
  return `a facedown card ${placePhrase(state, id, viewer)}`;
}

/** A name with its place, to tell copies apart: "Mountain Brigade (the opponent's kingdom)". */
export function cardWithPlace(state: GameState, id: number, viewer: Viewer): string {
  const name = visibleName(state, id, viewer);
  if (name === null) return cardPhrase(state, id, viewer);
  const c = state.cards[id]!;
  if (c.loc === 'hand' && c.owner === viewer) return name;
  return `${name} (${placePhrase(state, id, viewer).replace(/^(in|as|on|under) /, '')})`;
}

export function capitalName(state: GameState, p: PlayerId): string {
  return capitalDef(state.players[p].capital).name;
}
