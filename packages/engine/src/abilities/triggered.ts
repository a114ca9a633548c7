/**
 * Triggered abilities (Detailed Timing A): when an event happens, every faceup card in play whose
 * Forced effect (or "you may" triggered constant effect) it meets queues a pending effect; a card's
 * own "leaves play"/"is destroyed" triggers from where it went. Pending effects resolve through the
 * ability step with their choices (timing C): no valid target cancels the effect.
 */
import { abilitiesOf, registerEffect } from '../registry.js';
import { EV, onEvent, queueEffect, type EventKind, type GameEvent } from '../timing/events.js';
import { isBlanked, isInPlay } from '../rules/queries.js';
import type { AbilityUse, CardState, GameState, PlayerId } from '../types.js';
import { addLastingEffect } from '../timing/lastingEffects.js';
import { mayHaveConstant } from './constants.js';
import { CF } from './model.js';
import { startResolution } from './use.js';
import { hasConstantFlag } from './constants.js';

const MAX_ABILITIES = 12;
export function abilityEffectKey(index: number): string {
  return `ability:${index}`;
}

for (let i = 0; i < MAX_ABILITIES; i++) {
  registerEffect({
    key: abilityEffectKey(i),
    label: 'card ability',
    resolve: (state, p) => {
      const use: AbilityUse = { card: p.source, ability: i, player: p.controller, picks: [], x: 0, trigger: p.card, amount: p.amount, zone: p.zone, paid: 0, free: false };
      startResolution(state, use);
    },
  });
}

function check(state: GameState, c: CardState, ev: GameEvent, outOfPlay: boolean, noForced = false): void {
  const list = abilitiesOf(c).triggered;
  for (let k = 0; k < list.length; k++) {
    const { i, a } = list[k]!;
    if (a.on !== ev.kind) continue;
    if (outOfPlay !== (a.fromOutOfPlay === true)) continue;
    if (!outOfPlay && a.zone && c.loc !== a.zone) continue;
    if (noForced && !a.optional) continue;
    const controller: PlayerId = outOfPlay ? ev.player : c.controller;
    const use: AbilityUse = { card: c.id, ability: i, player: controller, picks: [], x: 0, trigger: ev.card, amount: ev.amount, zone: ev.zone, paid: 0, free: false };
    if (!a.when({ state, self: c.id, player: controller, use }, ev)) continue;
    queueEffect(state, { effect: abilityEffectKey(i), kind: a.optional ? 'constant' : 'forced', controller, source: c.id, card: ev.card, amount: ev.amount, zone: ev.zone });
  }
}

function dispatchList(state: GameState, ev: GameEvent, list: readonly number[], canLose: boolean): void {
  for (let j = 0; j < list.length; j++) {
    const c = state.cards[list[j]!]!;
    if (c.dev || c.faceDown) continue;
    const index = abilitiesOf(c);
    if (index.triggered.length === 0 && index.triggeredActions.length === 0) continue;
    if (isBlanked(state, c.id)) continue;
    // A constant effect may take away its Actions and Forced effects (its triggered constant effects stay).
    const lost = canLose && hasConstantFlag(state, c.id, 'losesActionsAndForced');
    check(state, c, ev, false, lost);
    if (index.triggeredActions.length > 0 && !lost) arm(state, c, ev);
  }
}

/** The marker of a triggered action whose condition was met: it may be used once, until the next window closes. */
export function armedKey(ability: number): string {
  return `armed:${ability}`;
}

function arm(state: GameState, c: CardState, ev: GameEvent): void {
  for (const { i, a } of abilitiesOf(c).triggeredActions) {
    if (a.trigger!.on !== ev.kind) continue;
    if (a.zone && c.loc !== a.zone) continue;
    const use: AbilityUse = { card: c.id, ability: i, player: c.controller, picks: [], x: 0, trigger: ev.card, amount: ev.amount, zone: ev.zone, paid: 0, free: false };
    if (!a.trigger!.when({ state, self: c.id, player: c.controller, use }, ev)) continue;
    // `source` keeps the triggering card, `amount` the event's amount, for the action's effect.
    addLastingEffect(state, { effect: armedKey(i), controller: c.controller, source: ev.card, card: c.id, amount: ev.amount, until: 'turn' });
  }
}

/** FAQ: Triggered Actions — one not used in the first action window after its condition can no longer be used. */
export function disarmTriggeredActions(state: GameState): void {
  const fx = state.effects;
  for (let i = fx.length - 1; i >= 0; i--) if (fx[i]!.effect.startsWith('armed:')) fx.splice(i, 1);
}

function dispatch(state: GameState, ev: GameEvent): void {
  const canLose = mayHaveConstant(state, CF.losesActionsAndForced);
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p]!;
    // copies: a resolving listener never changes the lists, but stay safe against future ones
    dispatchList(state, ev, pl.zones.kingdom.cards, canLose);
    dispatchList(state, ev, pl.zones.quest.cards, canLose);
    dispatchList(state, ev, pl.zones.battlefield.cards, canLose);
    if (pl.legend >= 0) dispatchList(state, ev, [pl.legend], canLose);
  }
  if (ev.card >= 0) {
    const c = state.cards[ev.card]!;
    if (!isInPlay(c) && abilitiesOf(c).triggered.length > 0) check(state, c, ev, true);
  }
}

for (const kind of Object.values(EV) as EventKind[]) onEvent(kind, dispatch);
