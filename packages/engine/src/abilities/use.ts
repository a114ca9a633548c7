/**
 * Using abilities (FAQ: Action; Detailed Timing B and C):
 * - initiating an Action or playing a tactic: check it may be initiated now (its timing, its limit,
 *   its targets exist, its costs can be paid, its effect could resolve), declare every target, pay
 *   all costs, then put it on the chain;
 * - resolving it: targets that are no longer valid are dropped (all gone: the effect fails),
 *   choices made on resolution are made, then the effect applies;
 * - triggered effects (forced/constant) resolve through the same step with their choices.
 * Costs stay paid when an action or its effect is cancelled.
 */
import { abilitiesOf, defOf } from '../registry.js';
import { log, nameOf, playerName } from '../log.js';
import { isBlanked, isInPlay } from '../rules/queries.js';
import { corrupt } from '../rules/damage.js';
import { putInPile, sacrifice } from '../rules/cardMovement.js';
import { closeDiscardSegment } from '../rules/discardOrder.js';
import { addLastingEffect, effectIndex } from '../timing/lastingEffects.js';
import { emit, EV, PLAYED_FROM_HAND } from '../timing/events.js';
import { availableResources, costChangesPaid, playCost, spendResources } from '../play/cost.js';
import type { AbilityUse, ChainLink, Decision, GameState, PlayerId, Step } from '../types.js';
import type { ActionAbility, Ctx } from './model.js';
import { hasConstantFlag, inHandForPlay, playableDeckTop, targetTax } from './constants.js';
import { armedKey } from './triggered.js';
import {
  abilityOf,
  candidates,
  choiceTime,
  choicesFeasible,
  chooser,
  ctxOf,
  decodeSection,
  isSection,
  maxPicks,
  minPicks,
  stillValid,
  targetedSoFar,
} from './choices.js';

type AbilityStep = Extract<Step, { t: 'ability' }>;

export function newUse(card: number, ability: number, player: PlayerId, x = 0): AbilityUse {
  return { card, ability, player, picks: [], x, trigger: -1, amount: 0, zone: null, paid: 0, free: false };
}

function usedKey(index: number): string {
  return `used:${index}`;
}

export function usedThisTurn(state: GameState, card: number, index: number): boolean {
  return effectIndex(state, card, usedKey(index)) >= 0;
}

/** Resources the ability itself costs (a tactic: its play cost; an ability: its "spend N"). */
function baseCost(ctx: Ctx, a: ActionAbility): number {
  if (ctx.use.free) return 0;
  const c = ctx.state.cards[ctx.self]!;
  const def = defOf(c);
  let cost = 0;
  if (def.type === 'Tactic' && c.loc !== 'chain' && ctx.use.ability === 0) cost += playCost(ctx.state, ctx.player, ctx.self, null, ctx.use.x);
  if (a.spend !== undefined) cost += typeof a.spend === 'number' ? a.spend : a.spend(ctx);
  return cost;
}

/** Why this action cannot be initiated right now, or null when it can. */
export function whyCannotInitiate(state: GameState, use: AbilityUse): string | null {
  return initiationProblem(state, use, true);
}

/** Whether this action can be initiated right now (listing options: no message is built). */
export function canInitiate(state: GameState, use: AbilityUse): boolean {
  return initiationProblem(state, use, false) === null;
}

const CANNOT = 'cannot';

/** Why the action cannot be initiated (a message when `explain`, else just CANNOT), or null. */
function initiationProblem(state: GameState, use: AbilityUse, explain: boolean): string | null {
  const c = state.cards[use.card]!;
  const def = defOf(c);
  const a = def.abilities?.[use.ability];
  if (!a || a.kind !== 'action') return explain ? `${def.name} has no such action` : CANNOT;
  const ctx = ctxOf(state, use);
  const isTacticPlay = def.type === 'Tactic' && use.ability === 0;
  if (isTacticPlay) {
    if (!use.free && !inHandForPlay(state, use.player, use.card)) return explain ? `${def.name} is not in your hand` : CANNOT;
  } else {
    if (!isInPlay(c) || c.dev || c.faceDown) return explain ? `${def.name} is not in play` : CANNOT;
    if (c.controller !== use.player) return explain ? `you do not control ${def.name}` : CANNOT;
    if (isBlanked(state, use.card)) return explain ? `${def.name}'s text is blank` : CANNOT;
    if (hasConstantFlag(state, use.card, 'losesActionsAndForced')) return explain ? `${def.name} has lost its Actions` : CANNOT;
    if (a.zone && c.loc !== a.zone) return explain ? `${def.name}'s action works only in the ${a.zone}` : CANNOT;
  }
  if (a.limit === 'turn' && usedThisTurn(state, use.card, use.ability)) return explain ? `${def.name}'s action was already used this turn` : CANNOT;
  if (a.trigger && !use.free && armedMarker(state, use.card, use.ability) < 0) return explain ? `${def.name}'s action can be used only right after its trigger condition` : CANNOT;
  if (a.playable && !a.playable(ctx)) return explain ? `${def.name} cannot be used now` : CANNOT;
  if (a.corruptSelf && c.corrupt) return explain ? `${def.name} is already corrupted` : CANNOT;
  if (a.corruptSelf && hasConstantFlag(state, use.card, 'cannotBeCorrupted')) return explain ? `${def.name} cannot be corrupted` : CANNOT;
  const budget = availableResources(state, use.player) - baseCost(ctx, a);
  if (budget < 0) return explain ? `${def.name} costs more than your ${availableResources(state, use.player)} resources` : CANNOT;
  if (!choicesFeasible(ctx, a, 'initiate', budget)) return explain ? `${def.name} has no legal target` : CANNOT;
  if (a.canResolve && !a.canResolve(ctx)) return explain ? `${def.name}'s effect could not resolve now` : CANNOT;
  return null;
}

/**
 * Listing actions: tactics in hand (or on top of the deck, Lord of Change) and Actions of the cards
 * the player controls in play (his zones, his legend, his attachments on the opponent's cards).
 */
export function abilityActionOptions(state: GameState, p: PlayerId, out: Decision[]): void {
  const hand = state.players[p].hand;
  const top = playableDeckTop(state, p); // Lord of Change: the deck's top card, as though in hand
  for (let h = top >= 0 ? -1 : 0; h < hand.length; h++) {
    const id = h < 0 ? top : hand[h]!;
    const def = defOf(state.cards[id]!);
    if (def.type !== 'Tactic' || !def.implemented || !def.abilities) continue;
    if (def.cost === 'X') {
      const most = availableResources(state, p);
      for (let x = 0; x <= most; x++) if (canInitiate(state, newUse(id, 0, p, x))) out.push({ type: 'play', card: id, x });
    } else if (canInitiate(state, newUse(id, 0, p))) out.push({ type: 'play', card: id });
  }
  const mine = state.players[p].zones;
  const theirs = state.players[(1 - p) as PlayerId].zones;
  actionsIn(state, p, mine.kingdom.cards, out);
  actionsIn(state, p, mine.quest.cards, out);
  actionsIn(state, p, mine.battlefield.cards, out);
  actionsIn(state, p, theirs.kingdom.cards, out);
  actionsIn(state, p, theirs.quest.cards, out);
  actionsIn(state, p, theirs.battlefield.cards, out);
  const legend = state.players[p].legend;
  if (legend >= 0) actionsIn(state, p, [legend], out);
}

function actionsIn(state: GameState, p: PlayerId, list: readonly number[], out: Decision[]): void {
  for (let j = 0; j < list.length; j++) {
    const id = list[j]!;
    const c = state.cards[id]!;
    if (c.dev || c.faceDown || c.controller !== p) continue;
    const actions = abilitiesOf(c).actions;
    for (let k = 0; k < actions.length; k++) {
      const i = actions[k]!.i;
      if (canInitiate(state, newUse(id, i, p))) out.push({ type: 'use', card: id, ability: i });
    }
  }
}

/** Start initiating a listed action (already validated). */
export function takeAbilityAction(state: GameState, p: PlayerId, d: Decision): boolean {
  if (d.type === 'use') {
    startInitiation(state, newUse(d.card, d.ability, p));
    return true;
  }
  if (d.type === 'play' && defOf(state.cards[d.card]!).type === 'Tactic') {
    startInitiation(state, newUse(d.card, 0, p, d.x ?? 0));
    return true;
  }
  return false;
}

/** Index in state.effects of the armed marker of a triggered action, or -1. */
function armedMarker(state: GameState, card: number, ability: number): number {
  return effectIndex(state, card, armedKey(ability));
}

export function startInitiation(state: GameState, use: AbilityUse, immediate = false): void {
  const a = abilityOf(state, use);
  if (a?.kind === 'action' && a.trigger && !use.free) {
    // Used once per trigger: the marker goes, its event data comes with the use.
    const i = armedMarker(state, use.card, use.ability);
    if (i >= 0) {
      const m = state.effects.splice(i, 1)[0]!;
      use.trigger = m.source;
      use.amount = m.amount;
    }
  }
  state.stack.push({ t: 'ability', use, stage: 'initiate', choice: 0, immediate });
}

/** Resolve an ability use now (a triggered effect, a copy): its resolution choices, then its effect. */
export function startResolution(state: GameState, use: AbilityUse): void {
  state.stack.push({ t: 'ability', use, stage: 'resolve', choice: 0, immediate: true });
}

/** Budget left for target taxes while choosing: available resources minus the base cost. */
function budgetFor(state: GameState, step: AbilityStep): number {
  const a = abilityOf(state, step.use)!;
  if (step.stage === 'resolve' || a.kind !== 'action') return availableResources(state, step.use.player);
  return availableResources(state, step.use.player) - baseCost(ctxOf(state, step.use), a);
}

export function runAbilityStep(state: GameState, step: AbilityStep): void {
  const a = abilityOf(state, step.use);
  if (!a || a.kind === 'constant') {
    state.stack.pop();
    return;
  }
  const choices = a.choices ?? [];
  const ctx = ctxOf(state, step.use);
  while (step.choice < choices.length) {
    const spec = choices[step.choice]!;
    if (choiceTime(a, spec) !== step.stage) {
      step.choice++;
      continue;
    }
    const picks = (step.use.picks[step.choice] ??= []);
    while (step.use.picks.length < step.choice) step.use.picks.push([]);
    const cands = candidates(ctx, a, step.choice, budgetFor(state, step));
    const min = minPicks(spec, ctx);
    if (picks.length >= maxPicks(ctx, spec) || cands.length === 0) {
      if (picks.length < min && step.stage === 'resolve' && spec.targeting !== false && spec.ifNone !== 'continue' && picks.length === 0) {
        // Timing C: a triggered effect with no valid target is cancelled.
        state.stack.pop();
        if (state.log) log(state, `${nameOf(state, step.use.card)}: no valid ${spec.label}; the effect is cancelled`);
        return;
      }
      step.choice++;
      continue;
    }
    if (picks.length < min && cands.length === 1 && min - picks.length >= 1 && maxPicks(ctx, spec) - picks.length === 1) {
      picks.push(cands[0]!); // the only legal pick is made for the player
      continue;
    }
    state.prompt = { player: chooser(ctx, spec), kind: 'choose', amount: 0, effects: [] };
    return;
  }
  state.stack.pop();
  if (step.stage === 'initiate') finishInitiation(state, step);
  else finishResolution(state, step.use);
}

/** Options at a 'choose' prompt: each candidate, and "done"/"decline" once the minimum is met. */
export function chooseOptions(state: GameState): Decision[] {
  const step = state.stack[state.stack.length - 1] as AbilityStep;
  const a = abilityOf(state, step.use)! as ActionAbility;
  const spec = a.choices![step.choice]!;
  const ctx = ctxOf(state, step.use);
  const out: Decision[] = candidates(ctx, a, step.choice, budgetFor(state, step)).map((v) =>
    isSection(v) ? { type: 'target', target: decodeSection(v).zone, player: decodeSection(v).player } : { type: 'target', target: v },
  );
  if ((step.use.picks[step.choice]?.length ?? 0) >= minPicks(spec, ctx)) out.push({ type: 'pass' });
  return out;
}

export function applyChooseDecision(state: GameState, d: Decision): void {
  const step = state.stack[state.stack.length - 1] as AbilityStep;
  if (d.type === 'pass') {
    step.choice++;
    return;
  }
  if (d.type !== 'target') return;
  const v = typeof d.target === 'number' ? d.target : -(2 + d.player! * 3 + ['kingdom', 'quest', 'battlefield'].indexOf(d.target));
  step.use.picks[step.choice]!.push(v);
  const spec = (abilityOf(state, step.use) as ActionAbility).choices![step.choice]!;
  if (state.log) log(state, `${playerName(chooser(ctxOf(state, step.use), spec))} chooses ${isSection(v) ? `P${decodeSection(v).player + 1}'s ${decodeSection(v).zone}` : nameOf(state, v)}`);
}

/** The label of the choice being made (for interfaces). */
export function currentChoiceLabel(state: GameState): string {
  const step = state.stack[state.stack.length - 1] as AbilityStep;
  const a = abilityOf(state, step.use)! as ActionAbility;
  return `${defOf(state.cards[step.use.card]!).name}: ${a.choices![step.choice]!.label}`;
}

/** All initiation choices made: pay every cost, then put the ability on the chain (or resolve a copy at once). */
function finishInitiation(state: GameState, step: AbilityStep): void {
  const use = step.use;
  const a = abilityOf(state, use) as ActionAbility;
  const ctx = ctxOf(state, use);
  const c = state.cards[use.card]!;
  const def = defOf(c);
  const isTacticPlay = def.type === 'Tactic' && use.ability === 0 && c.loc !== 'chain';
  const tax = targetTax(state, targetedSoFar(a, use), use.player);
  const cost = baseCost(ctx, a) + tax;
  spendResources(state, use.player, cost);
  use.paid = cost;
  if (isTacticPlay && !use.free) costChangesPaid(state, use.player, use.card, null);
  if (a.limit === 'turn') addLastingEffect(state, { effect: usedKey(use.ability), controller: use.player, source: use.card, card: use.card, amount: 0, until: 'turn' });
  (a.choices ?? []).forEach((spec, i) => {
    if (!spec.cost) return;
    for (const v of use.picks[i] ?? []) {
      if (spec.cost === 'sacrifice') sacrifice(state, v);
      else if (spec.cost === 'corrupt') corrupt(state, v);
      else putInPile(state, v, 'discard');
    }
  });
  if (a.corruptSelf) corrupt(state, use.card);
  a.payCost?.(ctx);
  if (a.sacrificeSelf) sacrifice(state, use.card);
  const fromHand = c.loc === 'hand' || c.loc === 'deck'; // the deck's top card is played as though in hand
  if (isTacticPlay) toChain(state, use.card);
  if (state.log) log(state, `${playerName(use.player)} ${isTacticPlay ? 'plays' : 'uses'} ${nameOf(state, use.card)}${cost ? ` (pays ${cost})` : ''}`);
  if (isTacticPlay) emit(state, EV.played, use.card, use.player, fromHand ? PLAYED_FROM_HAND : 0, null);
  if (step.immediate) {
    startResolution(state, use);
    return;
  }
  const link: ChainLink = { kind: 'ability', player: use.player, card: use.card, zone: null, target: -1, x: use.x, cancelled: false, use };
  state.chain.push(link);
}

/** A tactic leaves its owner's hand (or the top of his deck, played as though in hand) for the chain. */
export function toChain(state: GameState, card: number): void {
  const c = state.cards[card]!;
  if (c.loc === 'hand' || c.loc === 'deck') {
    const from = c.loc === 'hand' ? state.players[c.owner].hand : state.players[c.owner].deck;
    from.splice(from.lastIndexOf(card), 1);
  }
  c.loc = 'chain';
}

/** A chain link of an ability or tactic resolves (Timing B-3). */
export function resolveAbilityLink(state: GameState, l: ChainLink): void {
  const use = l.use!;
  if (l.cancelled) {
    if (state.log) log(state, `${nameOf(state, use.card)}'s effect is cancelled`);
    discardTacticIfDone(state, use.card);
    return;
  }
  const a = abilityOf(state, use);
  if (!a || a.kind !== 'action') return;
  const ctx = ctxOf(state, use);
  // Re-check targets: invalid ones are dropped; when every target is gone the effect fails.
  let hadTargets = false;
  let anyLeft = false;
  (a.choices ?? []).forEach((spec, i) => {
    if (choiceTime(a, spec) !== 'initiate' || spec.targeting === false || spec.cost) return;
    const picks = use.picks[i] ?? [];
    if (picks.length === 0) return;
    hadTargets = true;
    use.picks[i] = picks.filter((v) => stillValid(ctx, spec, v));
    if (use.picks[i]!.length > 0) anyLeft = true;
  });
  if (hadTargets && !anyLeft) {
    if (state.log) log(state, `${nameOf(state, use.card)}: its targets are no longer valid; the effect fails`);
    discardTacticIfDone(state, use.card);
    return;
  }
  startResolution(state, use);
}

function finishResolution(state: GameState, use: AbilityUse): void {
  const a = abilityOf(state, use);
  if (a && a.kind !== 'constant') {
    if (state.log) log(state, `${nameOf(state, use.card)} resolves`);
    a.effect(ctxOf(state, use));
  }
  discardTacticIfDone(state, use.card);
}

/** A tactic goes to its owner's discard pile once no chain link refers to it any more. */
function discardTacticIfDone(state: GameState, card: number): void {
  const c = state.cards[card]!;
  if (c.loc !== 'chain' || defOf(c).type !== 'Tactic') return;
  for (const l of state.chain) if (l.card === card) return;
  closeDiscardSegment(); // it goes to the pile after what its effect discarded, not with it
  putInPile(state, card, 'discard');
}

