/**
 * Whether an Action can be initiated now, and listing the ones that can (FAQ: Action; Triggered
 * Actions): its timing (zone, limit, condition, its trigger met and not yet passed up), its source
 * (in play, controlled, its text working; a tactic in hand), its costs, and its targets (target
 * taxes included). Tactics in hand — or on top of the deck when a card lets its player play that
 * one as though in hand — and Actions of the cards a player controls in play.
 */
import { compiledOf, defOf } from '../ruleset/registry.js';
import { CF } from '../ruleset/compiled.js';
import type { AbilityUse, Decision, GameState, PlayerId } from '../types.js';
import { ZONES } from '../types.js';
import { isInPlay, isZone } from '../primitives/cards.js';
import { findEffect, RB, removeEffectAt } from '../primitives/lasting.js';
import { activeConstants, mayHaveConstant, newUse } from '../characteristics/constants.js';
import { hasFlag, isBlanked } from '../characteristics/cards.js';
import { availableResources } from '../characteristics/costs.js';
import { choicesFeasible } from './choices.js';
import { abilityOfUse, baseCost, ctxOf } from './context.js';

/** Its "Limit N times per turn/phase" is used up: N uses marked this turn (or phase). */
function limitReached(state: GameState, source: number, ability: string, times: number): boolean {
  if (times === 1) return findEffect(state, source, 'used', ability) >= 0;
  let n = 0;
  for (const e of state.effects) if (e.card === source && e.b === 'used' && e.ability === ability) n++;
  return n >= times;
}

/** The top card of `p`'s deck when a constant lets him play it as though it were in his hand (Lord of Change), or -1. */
export function playableDeckTop(state: GameState, p: PlayerId): number {
  const deck = state.players[p].deck;
  if (deck.length === 0 || !mayHaveConstant(state, CF.playDeckTop)) return -1;
  for (const { a, ctx } of activeConstants(state, CF.playDeckTop)) if (a.rules!.playDeckTop && ctx.player === p) return deck[deck.length - 1]!;
  return -1;
}

/**
 * The mark an effect puts on a card that `p` may play "as if it were in his hand" from where it is
 * (Mortella: a tactic in an opponent's discard pile), or null. Its data: `ignoresLoyalty` (he pays no
 * loyalty cost for it), `toOwnersDeckBottom` (once done it goes to the bottom of its owner's deck).
 */
export function asIfInHandMark(state: GameState, card: number, p: PlayerId): Readonly<Record<string, number>> | null {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card === card && e.k === RB.modify && e.data.playableAsIfInHand === 1 && e.controller === p) return e.data;
  }
  return null;
}

/** Whether `p` may play `card` as though it were in his hand: it is in his hand, his deck's playable top card, or an effect lets him play it from where it is. */
export function inHandForPlay(state: GameState, p: PlayerId, card: number): boolean {
  const c = state.cards[card]!;
  if (c.loc === 'discard' && asIfInHandMark(state, card, p) !== null) return true;
  if (c.owner !== p) return false;
  if (c.loc === 'hand') return true;
  return c.loc === 'deck' && playableDeckTop(state, p) === card;
}

/** Index in state.effects of the armed marker of a triggered action, or -1. */
export function armedMarker(state: GameState, card: number, ability: string): number {
  return findEffect(state, card, 'armed', ability);
}

/** Why an action cannot be initiated, as a code (messages are built only when asked for). */
const enum Problem {
  None,
  NoSuchAction,
  NotInHand,
  NoLongerInHand,
  NotInPlay,
  NotControlled,
  OpponentOnly,
  Blank,
  LostActions,
  WrongZone,
  LimitUsed,
  NotArmed,
  Condition,
  CannotResolve,
  CostUnpayable,
  TooExpensive,
  NoTarget,
  CostChoice,
}

/**
 * What `use.player` can spend on `use`: with a tactic he plays from his hand or as though it were there
 * (`assumed`: checked as such — Mortella), the tokens of cards letting him spend them toward such cards
 * count (Master Runesmith: "to play tactics").
 */
export function tacticBudget(state: GameState, use: AbilityUse, tacticPlay: boolean, assumed: boolean): number {
  const fromHand = tacticPlay && (assumed || inHandForPlay(state, use.player, use.source));
  return availableResources(state, use.player, fromHand ? use.source : -1, true);
}

/**
 * The first reason the action cannot be initiated now, or Problem.None. `assume`: a tactic checked as
 * though an effect let its player play it as if it were in his hand (`ignoresLoyalty`: no loyalty cost).
 */
function initiationProblem(state: GameState, use: AbilityUse, assume: { ignoresLoyalty: boolean } | null = null): Problem {
  const c = state.cards[use.source]!;
  const a = compiledOf(c).byId.get(use.ability);
  if (!a || a.kind !== 'action') return Problem.NoSuchAction;
  if (a.tacticPlay) {
    if (!use.free && !assume && !inHandForPlay(state, use.player, use.source)) return Problem.NotInHand;
    // Played at no cost by an effect: as though held, from a hand (any player's), from a deck (a revealed
    // deck-top card an effect lets its player play: Teclis), or a copy of one on the chain.
    if (use.free && c.loc !== 'hand' && c.loc !== 'deck' && c.loc !== 'chain' && !inHandForPlay(state, c.owner, use.source)) return Problem.NoLongerInHand;
  } else if (a.trigger?.outOfPlay && !isInPlay(c)) {
    // "Action: when this unit leaves play, ...": used from where it went, by the player who controlled it then.
    const marker = armedMarker(state, use.source, a.id);
    if (marker < 0 || state.effects[marker]!.controller !== use.player) return Problem.NotArmed;
  } else {
    if (!isInPlay(c) || c.dev || c.faceDown) return Problem.NotInPlay;
    // "Only an opponent may trigger this ability": used by the other player, never by its controller.
    if ((c.controller === use.player) === (a.byOpponent === true)) return a.byOpponent ? Problem.OpponentOnly : Problem.NotControlled;
    if (isBlanked(state, use.source)) return Problem.Blank;
    if (hasFlag(state, use.source, 'losesActionsAndForced')) return Problem.LostActions;
    if (a.zone && c.loc !== a.zone) return Problem.WrongZone;
  }
  if (a.limit && limitReached(state, use.source, a.id, a.limitTimes ?? 1)) return Problem.LimitUsed;
  const armed = a.trigger ? armedMarker(state, use.source, a.id) : -1;
  if (a.trigger && !use.free && armed < 0) return Problem.NotArmed;
  const ctx = ctxOf(state, use);
  if (armed >= 0) ctx.use.ev = armedEvent(state, armed);
  // A copy of a tactic just played (it is on the chain) resolves its effects again, play restrictions aside.
  const copy = a.tacticPlay && use.free && c.loc === 'chain';
  if (a.condition && !copy && !a.condition(ctx)) return Problem.Condition;
  if (a.canResolve && !a.canResolve(ctx)) return Problem.CannotResolve;
  for (const cost of a.costs) if (!cost.canPay(ctx)) return Problem.CostUnpayable;
  // A tactic played from hand: cards letting him spend their tokens toward such cards count (Master Runesmith).
  const budget = tacticBudget(state, use, a.tacticPlay === true, assume !== null) - baseCost(ctx, a, assume ? assume.ignoresLoyalty : undefined);
  if (budget < 0) return Problem.TooExpensive;
  if (!choicesFeasible(ctx, a, a.targets, budget, 'actions')) return Problem.NoTarget;
  if (!choicesFeasible(ctx, a, a.costChoices, Infinity, 'actions')) return Problem.CostChoice;
  return Problem.None;
}

/** A player-facing sentence for a problem found by initiationProblem. */
function problemMessage(state: GameState, use: AbilityUse, problem: Problem): string {
  const c = state.cards[use.source]!;
  const name = defOf(c).name;
  const a = compiledOf(c).byId.get(use.ability);
  switch (problem) {
    case Problem.NoSuchAction: return `${name} has no action '${use.ability}'`;
    case Problem.NotInHand: return `${name} is not in your hand`;
    case Problem.NoLongerInHand: return `${name} is no longer in a hand`;
    case Problem.NotInPlay: return `${name} is not in play`;
    case Problem.NotControlled: return `you do not control ${name}`;
    case Problem.OpponentOnly: return `only an opponent may use ${name}'s action`;
    case Problem.Blank: return `${name}'s text is blank`;
    case Problem.LostActions: return `${name} has lost its Actions`;
    case Problem.WrongZone: return `${name}'s action works only in the ${a?.zone}`;
    case Problem.LimitUsed: return `${name}'s action was already used this ${a?.limit}`;
    case Problem.NotArmed: return `${name}'s action can be used only at your first opportunity after its trigger`;
    case Problem.Condition: return `${name} cannot be used now`;
    case Problem.CannotResolve: return `${name}'s effect could not resolve now`;
    case Problem.CostUnpayable: {
      const ctx = ctxOf(state, use);
      const cost = a?.costs.find((k) => !k.canPay(ctx));
      return `${name}: cannot pay "${cost?.label ?? 'its cost'}"`;
    }
    case Problem.TooExpensive: return `${name} costs more than your ${tacticBudget(state, use, a?.tacticPlay === true, false)} resources`;
    case Problem.NoTarget: return `${name} has no legal target`;
    case Problem.CostChoice: return `${name}: its cost cannot be paid`;
    case Problem.None: return '';
  }
}

/** The event a triggered action was armed by. */
function armedEvent(state: GameState, marker: number): AbilityUse['ev'] {
  const m = state.effects[marker]!;
  const d = m.data;
  return { kind: d.evKind!, card: d.evCard!, player: d.evPlayer as PlayerId, amount: d.evAmount!, zone: d.evZone! >= 0 ? ZONES[d.evZone!]! : null, combat: d.evCombat === 1 };
}

export function whyCannotInitiate(state: GameState, use: AbilityUse): string | null {
  const problem = initiationProblem(state, use);
  return problem === Problem.None ? null : problemMessage(state, use, problem);
}
export function canInitiate(state: GameState, use: AbilityUse): boolean {
  return initiationProblem(state, use) === Problem.None;
}

/**
 * Whether `p` could play the tactic `card` now if an effect let him play it as if it were in his
 * hand (Mortella), paying its cost (without its loyalty cost when `ignoresLoyalty`), its play
 * restrictions and targets observed.
 */
export function couldPlayAsIfInHand(state: GameState, card: number, p: PlayerId, ignoresLoyalty: boolean): boolean {
  const c = state.cards[card]!;
  if (defOf(c).type !== 'Tactic' || !defOf(c).implemented) return false;
  // A tactic costing X: with any X he could pay.
  const most = defOf(c).cost === 'X' ? availableResources(state, p, card, true) : 0;
  for (let x = 0; x <= most; x++) {
    const use = tacticUse(state, card, p, x);
    if (use !== null && initiationProblem(state, use, { ignoresLoyalty }) === Problem.None) return true;
  }
  return false;
}

/**
 * The values of X a tactic an effect starts playing could be played with now. Its player paying for
 * it (as if it were in his hand) chooses X as when he plays one from his hand — any value he could
 * pay for (FAQ: The Letter X, a granted player choice); played at no cost, or costing no X, it keeps
 * the one X it has (FAQ: Twin Tailed Comet — X is 0). Empty: it cannot be played.
 */
export function initiableX(state: GameState, use: AbilityUse): number[] {
  const c = state.cards[use.source]!;
  if (use.free || defOf(c).cost !== 'X') return canInitiate(state, use) ? [use.x] : [];
  const out: number[] = [];
  const most = tacticBudget(state, use, true, false);
  for (let x = 0; x <= most; x++) if (canInitiate(state, { ...use, x, picks: [] })) out.push(x);
  return out;
}

function tacticUse(state: GameState, id: number, p: PlayerId, x = 0): AbilityUse | null {
  const c = state.cards[id]!;
  const cc = compiledOf(c);
  const play = cc.abilities[0];
  if (!play?.tacticPlay) return null;
  return newUse(c.def, play.id, id, p, x);
}

/** Listing actions: tactics in hand (and a playable deck top) and Actions of the cards the player controls in play. */
export function abilityActionOptions(state: GameState, p: PlayerId, out: Decision[]): void {
  const hand = state.players[p].hand;
  const top = playableDeckTop(state, p);
  for (let h = top >= 0 ? -1 : 0; h < hand.length; h++) {
    const id = h < 0 ? top : hand[h]!;
    const def = defOf(state.cards[id]!);
    if (def.type !== 'Tactic' || !def.implemented) continue;
    if (def.cost === 'X') {
      const most = availableResources(state, p, id, true);
      for (let x = 0; x <= most; x++) {
        const use = tacticUse(state, id, p, x);
        if (use && canInitiate(state, use)) out.push({ type: 'play', card: id, x });
      }
    } else {
      const use = tacticUse(state, id, p);
      if (use && canInitiate(state, use)) out.push({ type: 'play', card: id });
    }
  }
  for (let q = 0; q < 2; q++) {
    const zones = state.players[q]!.zones;
    actionsIn(state, p, zones.kingdom.cards, out);
    actionsIn(state, p, zones.quest.cards, out);
    actionsIn(state, p, zones.battlefield.cards, out);
  }
  const legend = state.players[p].legend;
  if (legend >= 0) actionsIn(state, p, [legend], out);
  // Triggered actions of cards that left play ("when this unit leaves play"), armed for this player.
  for (const e of state.effects) {
    if (e.k !== RB.armed || e.controller !== p || isInPlay(state.cards[e.card]!)) continue;
    const c = state.cards[e.card]!;
    if (canInitiate(state, newUse(c.def, e.ability, e.card, p))) out.push({ type: 'use', card: e.card, ability: e.ability });
  }
}

function actionsIn(state: GameState, p: PlayerId, list: readonly number[], out: Decision[]): void {
  for (let j = 0; j < list.length; j++) {
    const id = list[j]!;
    const c = state.cards[id]!;
    if (c.dev || c.faceDown) continue;
    const mine = c.controller === p;
    const actions = compiledOf(c).actions;
    for (let k = 0; k < actions.length; k++) {
      const a = actions[k]!;
      // The other player's cards offer only their "only an opponent may trigger" actions.
      if (a.tacticPlay || (a.byOpponent === true) === mine) continue;
      if (canInitiate(state, newUse(c.def, a.id, id, p))) out.push({ type: 'use', card: id, ability: a.id });
    }
  }
}

/** Start initiating a listed action (already validated). Returns false when `d` is not an ability action. */
export function takeAbilityAction(state: GameState, p: PlayerId, d: Decision): boolean {
  if (d.type === 'use') {
    startInitiation(state, newUse(state.cards[d.card]!.def, d.ability, d.card, p));
    return true;
  }
  if (d.type === 'play' && defOf(state.cards[d.card]!).type === 'Tactic') {
    startInitiation(state, tacticUse(state, d.card, p, d.x ?? 0)!);
    return true;
  }
  return false;
}

/** Starts an initiation: a triggered action takes its trigger's event from its marker, which goes. */
export function startInitiation(state: GameState, use: AbilityUse, immediate = false): void {
  const a = abilityOfUse(use);
  const src = use.source >= 0 ? state.cards[use.source] : undefined;
  use.sourceZone = src && isZone(src.loc) ? src.loc : null;
  use.sourceHost = src ? src.attachedTo : -1;
  if (a.trigger && !use.free) {
    const i = armedMarker(state, use.source, use.ability);
    if (i >= 0) {
      use.ev = armedEvent(state, i);
      removeEffectAt(state, i);
    }
  }
  state.stack.push({ t: 'ability', use, stage: 'initiate', choice: 0, immediate });
}
