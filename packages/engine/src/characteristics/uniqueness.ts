/**
 * Unique cards (rules summary: a player cannot play, take control of or put into play a second copy
 * of a unique card he has in play) and "Limit one Hero per zone" (FAQ).
 */
import { type CardDef, defOf } from '../ruleset/registry.js';
import type { GameState, PlayerId, ZoneName } from '../types.js';

/** `except`: a card in play not to count (the one being checked). */
export function uniqueConflict(state: GameState, p: PlayerId, def: CardDef, except = -1): string | null {
  if (!def.unique) return null;
  const pl = state.players[p];
  for (const zone of ['kingdom', 'quest', 'battlefield'] as const) {
    for (const id of pl.zones[zone].cards) {
      const c = state.cards[id]!;
      if (id !== except && c.controller === p && !c.faceDown && !c.dev && defOf(c).name === def.name) return `you already have ${def.name} (unique) in play`;
    }
  }
  if (pl.legend >= 0 && defOf(state.cards[pl.legend]!).name === def.name) return `you already have ${def.name} (unique) in play`;
  return null;
}

export function heroConflict(state: GameState, p: PlayerId, def: CardDef, zone: ZoneName, except = -1): string | null {
  if (!def.hero) return null;
  for (const id of state.players[p].zones[zone].cards) {
    const c = state.cards[id]!;
    if (id !== except && c.controller === p && !c.dev && !c.faceDown && defOf(c).hero) return `your ${zone} already has a Hero (limit one Hero per zone)`;
  }
  return null;
}
