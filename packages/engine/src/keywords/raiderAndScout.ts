/**
 * Raider X and Scout (rules summary; FAQ: Scout v1.5), both "after combat damage is applied":
 * - Raider: the attacker gains resources equal to the combined Raider values of his surviving
 *   attacking units (several instances on one unit add up).
 * - Scout: for each surviving participating unit with Scout, its controller's opponent discards a
 *   card at random — even when no damage was dealt.
 */
import { registerEffect } from '../registry.js';
import { log, nameOf, playerName } from '../log.js';
import { randomInt } from '../rng.js';
import { EV, onEvent, queueEffect } from '../timing/events.js';
import { discardFromHand } from '../rules/cardMovement.js';
import { hasFlagKeyword, isInPlay, keywordValue, opponent } from '../rules/queries.js';
import type { GameState } from '../types.js';

export const RAIDER = 'keyword:raider';
export const SCOUT = 'keyword:scout';

function raiderTotal(state: GameState): number {
  const cb = state.combat;
  if (!cb) return 0;
  let n = 0;
  for (const id of cb.attackers) if (isInPlay(state.cards[id]!)) n += keywordValue(state, id, 'raider');
  return n;
}

registerEffect({
  key: RAIDER,
  label: 'Raider',
  resolve: (state, p) => {
    state.players[p.controller].resources += p.amount;
    if (state.log) log(state, `Raider: ${playerName(p.controller)} gains ${p.amount} resources`);
  },
});

registerEffect({
  key: SCOUT,
  label: 'Scout',
  resolve: (state, p) => {
    const victim = opponent(p.controller);
    const hand = state.players[victim].hand;
    if (hand.length === 0) return;
    const id = hand[randomInt(state, 0, hand.length - 1)]!;
    if (state.log) log(state, `Scout (${nameOf(state, p.source)}): ${playerName(victim)} discards ${nameOf(state, id)} at random`);
    discardFromHand(state, id);
  },
});

onEvent(EV.combatDamageApplied, (state) => {
  const cb = state.combat;
  if (!cb) return;
  // Raised after destroyed units have left play: what is still in play survived.
  const raid = raiderTotal(state);
  if (raid > 0) queueEffect(state, { effect: RAIDER, kind: 'constant', controller: cb.attacker, source: -1, card: -1, amount: raid, zone: null });
  for (const id of cb.participated) {
    const c = state.cards[id]!;
    if (isInPlay(c) && hasFlagKeyword(state, id, 'scout')) {
      queueEffect(state, { effect: SCOUT, kind: 'constant', controller: c.controller, source: id, card: id, amount: 1, zone: null });
    }
  }
});
