/**
 * After a card was paid for: the cost changes it used mark themselves used — "the first ... each
 * turn" for the rest of the turn, and a waiting one-time change ("your next unit costs 1 less") ends.
 */
import { behaviourOf } from '../ruleset/registry.js';
import type { GameState, PlayerId, ZoneName } from '../types.js';
import { addEffect } from '../primitives/lasting.js';
import { costRulesUsed, usedKey } from '../characteristics/costs.js';
import { endLasting } from './lasting.js';

export function markCostRulesUsed(state: GameState, p: PlayerId, card: number, zone: ZoneName | null): void {
  for (const { a, ctx } of costRulesUsed(state, p, card, zone)) {
    if (a.rules!.cost!.first) addEffect(state, 'used', { source: ctx.self, controller: ctx.player, card: ctx.self, until: 'turn', ability: usedKey(a, ctx) });
    if (ctx.lasting && behaviourOf(ctx.lasting).once) endLasting(state, ctx.lasting);
  }
}
