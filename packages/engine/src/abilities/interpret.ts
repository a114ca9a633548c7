/**
 * Using abilities, as the `ability` step (FAQ: Action; Detailed Timing B and C):
 * - initiating an Action or playing a tactic: declare every target, make cost choices, pay all costs
 *   (target taxes included), then put it on the chain (or resolve a copy at once);
 * - resolving a triggered effect (timing C): choose its targets (none valid: it is cancelled), pay its
 *   costs (cannot: cancelled), then apply it;
 * - applying an effect: its program runs one instruction at a time; a choice stops it at a prompt,
 *   and whatever another instruction pushed (a replacement's question, indirect damage) happens
 *   before it goes on. Costs stay paid when an ability is cancelled.
 */
import { defOf } from '../ruleset/registry.js';
import type { CAbility, CChoice, RCtx } from '../ruleset/compiled.js';
import { nameOf, playerName, record, seen, sourceOf } from '../log.js';
import type { Thing } from '../gameEvents.js';
import type { AbilityUse, Decision, GameState, Step } from '../types.js';
import { ZONES } from '../types.js';
import { closeDiscardGroup, detach, isInPlay, reveal } from '../primitives/cards.js';
import { randomInt } from '../rng.js';
import { findEffect, RB, removeEffect } from '../primitives/lasting.js';
import { availableResources, targetTax } from '../characteristics/costs.js';
import * as M from '../effects/movement.js';
import * as S from '../effects/status.js';
import { emit, EV, PLAYED_FROM_HAND } from '../effects/events.js';
import { pay } from '../effects/payment.js';
import { markCostRulesUsed } from '../effects/costRules.js';
import { addEffect } from '../primitives/lasting.js';
import { candidates, deckCardsInSight, decodeSection, isSection, ownHandInSight, pickFeasible, stillValid, targetedSoFar } from './choices.js';
import { abilityOfUse, baseCost, ctxOf } from './context.js';
import { initiableX, tacticBudget } from './initiation.js';

export { abilityOfUse, ctxOf } from './context.js';

type AbilityStep = Extract<Step, { t: 'ability' }>;

/** The choices made before an ability's effect: its targets, then its cost choices. */
function upFront(a: CAbility): readonly CChoice[] {
  return a.costChoices.length === 0 ? a.targets : [...a.targets, ...a.costChoices];
}

/** Budget left for target taxes while choosing. */
function budgetFor(state: GameState, step: AbilityStep, a: CAbility, ctx: RCtx): number {
  const avail = step.use.source >= 0 ? tacticBudget(state, step.use, a.tacticPlay === true, false) : availableResources(state, step.use.player);
  if (step.stage === 'initiate') return avail - baseCost(ctx, a);
  return avail - (a.spend ? a.spend(ctx) : 0);
}

/**
 * The candidates of a choice. On initiation, a card's targets and cost choices must all exist (FAQ:
 * Targeting): a pick after which the others could not be made (a first target with no second
 * target for it) is not offered.
 */
function choiceCandidates(state: GameState, step: AbilityStep, a: CAbility, ch: CChoice, ctx: RCtx): number[] {
  const budget = budgetFor(state, step, a, ctx);
  const taxOf = step.stage === 'initiate' ? 'actions' : 'effects';
  const cands = candidates(ctx, a, ch, budget, taxOf);
  if (step.stage !== 'initiate' || cands.length === 0 || ch.kind === 'number' || ch.kind === 'mode') return cands;
  const list = upFront(a);
  const i = list.indexOf(ch);
  // The last choice with its last pick: nothing comes after it.
  if (i < 0 || (i === list.length - 1 && ch.min(ctx) <= (step.use.picks[ch.slot]?.length ?? 0) + 1)) return cands;
  return cands.filter((v) => pickFeasible(ctx, a, list, i, v, budget, taxOf));
}

/**
 * One choice: picks already enough → done; no candidate → done (the caller decides what that means),
 * but a player looking through a deck's top cards, or choosing in his own hand (not empty), is asked
 * even then (he can only pass);
 * the only legal pick with one to make → made for the player; else a prompt. Returns 'done', 'none'
 * (no candidate while picks are still needed) or 'ask'.
 */
function makeChoice(state: GameState, step: AbilityStep, a: CAbility, ch: CChoice, ctx: RCtx, optional = false): 'done' | 'none' | 'ask' {
  const use = step.use;
  // Slots skipped so far (a branch not taken) hold no picks: no holes in the list (it is cloned and serialized).
  while (use.picks.length < ch.slot) use.picks.push([]);
  const picks = (use.picks[ch.slot] ??= []);
  const min = optional ? 0 : ch.min(ctx);
  const max = Math.max(min, ch.max(ctx));
  const single = ch.kind === 'number' || ch.kind === 'mode';
  if (single ? picks.length >= 1 : picks.length >= max) return 'done';
  const cands = choiceCandidates(state, step, a, ch, ctx);
  if (cands.length === 0) {
    // Looking through a deck's top cards for something that is not there, its player is still asked
    // (he can only pass): the other player, who does not see those cards, must not learn that
    // nothing qualified from the search ending at once (FAQ: "Search"; a search need not find).
    // The same for a choice in his own hand that may stop here: the other player does not see that
    // hand. And so after a pick, while he may pick more and cards he has not picked are in sight:
    // the choice ending at once would say that none of them qualifies.
    if (!single && picks.length >= min && (deckCardsInSight(ctx, ch).some((id) => !picks.includes(id)) || ownHandInSight(ctx, ch, picks))) {
      state.prompt = { player: ch.by(ctx), kind: 'choose', amount: 0, effects: [] };
      return 'ask';
    }
    return !single && picks.length >= min ? 'done' : 'none';
  }
  if (ch.random && !single) {
    // Picked at random, as many as allowed; what is picked is revealed to everyone — unless it goes facedown.
    const pool = cands.slice();
    while (picks.length < max && pool.length > 0) picks.push(pool.splice(randomInt(state, 0, pool.length - 1), 1)[0]!);
    if (ch.facedown) return 'done';
    reveal(state, picks);
    if (state.log) record(state, { type: 'revealed', player: null, source: sourceOf(state, use), cards: picks.map((id) => seen(state, id)), random: true });
    return 'done';
  }
  if (single && cands.length === 1) {
    picks.push(cands[0]!);
    return 'done';
  }
  if (!single && !optional && picks.length < min && cands.length === 1 && max - picks.length === 1) {
    picks.push(cands[0]!);
    return 'done';
  }
  state.prompt = { player: ch.by(ctx), kind: 'choose', amount: 0, effects: [] };
  return 'ask';
}

export function runAbilityStep(state: GameState, step: AbilityStep): void {
  const a = abilityOfUse(step.use);
  const ctx = ctxOf(state, step.use);
  if (step.stage === 'chain') {
    state.stack.pop();
    toChainOrResolve(state, step, a);
    return;
  }
  if (step.stage === 'freePlay') {
    // A tactic played by an effect (at no cost, or as if in its player's hand), as its turn comes: still where it may be played from.
    // Paid for and costing X, its player first chooses X among the values he could play it with
    // (`choice` 1: asked, 2: chosen); played at no cost, X stays 0.
    if (step.choice === 0) {
      const xs = initiableX(state, step.use);
      if (xs.length === 0) {
        state.stack.pop();
        clearAsIfInHand(state, step.use.source);
        if (state.log) record(state, { type: 'cannotBePlayed', card: seen(state, step.use.source) });
        return;
      }
      if (xs.length > 1) {
        step.choice = 1;
        state.prompt = { player: step.use.player, kind: 'choose', amount: 0, effects: [] };
        return;
      }
      step.use.x = xs[0]!;
    }
    if (state.log && step.use.free) record(state, { type: 'playedFree', player: step.use.player, card: seen(state, step.use.source), copy: state.cards[step.use.source]!.loc === 'chain' });
    step.choice = 0;
    step.stage = 'initiate';
  }
  if (step.stage === 'initiate') {
    const list = upFront(a);
    while (step.choice < list.length) {
      const r = makeChoice(state, step, a, list[step.choice]!, ctx);
      if (r === 'ask') return;
      step.choice++;
    }
    finishInitiation(state, step, a, ctx);
    return;
  }
  if (step.use.pc === OPTIONAL && a.targets.length === 0) {
    // "You may": its controller first says whether he uses it (with targets, passing on the first one declines).
    state.prompt = { player: step.use.player, kind: 'choose', amount: 0, effects: [] };
    return;
  }
  if (step.use.pc < 0 && !preamble(state, step, a, ctx)) return;
  runProgram(state, step, a, ctx);
}

/** `pc` of a "you may" effect its controller has not yet agreed to use. */
export const OPTIONAL = -2;
/** The pseudo-choice of whether to use a "you may" effect with no targets. */
const ACCEPT: CChoice = {
  slot: -1,
  name: 'use',
  label: 'use this effect? (pass: decline)',
  kind: 'mode',
  from: 'play',
  whose: () => -1,
  depth: null,
  search: false,
  filter: null,
  orSection: false,
  unburned: false,
  min: () => 1,
  max: () => 1,
  by: (ctx) => ctx.player,
  targeting: false,
  ifNone: 'continue',
  random: false,
  cost: null,
  options: ['use it'],
  optionIf: [null],
};

/** The pseudo-choice of X for a tactic costing X that an effect lets its player play, paying for it. */
const X_VALUE: CChoice = { ...ACCEPT, name: 'x', label: 'X (paid as its cost)', kind: 'number', options: [], optionIf: [] };

function decline(state: GameState, step: AbilityStep): void {
  state.stack.pop();
  if (state.log) record(state, { type: 'declined', player: step.use.player, source: sourceOf(state, step.use) });
}

/**
 * Timing C-1 and C-2 for a triggered effect (or a replacement, a redirect): choose targets — a
 * required target with no candidate cancels it — then pay its costs (it is cancelled when they cannot
 * be paid). Returns false while it waits (a prompt, a payment) or when it ended.
 */
function preamble(state: GameState, step: AbilityStep, a: CAbility, ctx: RCtx): boolean {
  const list = upFront(a);
  while (step.choice < list.length) {
    const ch = list[step.choice]!;
    const optional = step.use.pc === OPTIONAL && step.choice === 0;
    const r = makeChoice(state, step, a, ch, ctx, optional);
    if (r === 'ask') return false;
    if (optional && (step.use.picks[ch.slot]?.length ?? 0) === 0) {
      // No target to choose: the optional effect has no valid target and is cancelled (Timing C).
      state.stack.pop();
      if (state.log) record(state, { type: 'fizzles', source: sourceOf(state, step.use), reason: 'noTarget', label: ch.label });
      return false;
    }
    if (r === 'none' && ch.ifNone === 'cancel') {
      state.stack.pop();
      if (state.log) record(state, { type: 'fizzles', source: sourceOf(state, step.use), reason: 'noTarget', label: ch.label });
      return false;
    }
    step.choice++;
  }
  for (const c of a.costs) {
    if (!c.canPay(ctx)) {
      state.stack.pop();
      if (state.log) record(state, { type: 'fizzles', source: sourceOf(state, step.use), reason: 'cost', label: '' });
      return false;
    }
  }
  const resources = (a.spend ? a.spend(ctx) : 0) + targetTax(state, targetedSoFar(a, step.use), step.use.player, 'effects');
  if (resources > availableResources(state, step.use.player)) {
    state.stack.pop();
    if (state.log) record(state, { type: 'fizzles', source: sourceOf(state, step.use), reason: 'cost', label: '' });
    return false;
  }
  payCosts(state, a, ctx);
  step.use.paid = resources;
  step.use.pc = 0;
  if (a.limit && a.kind === 'replace') addEffect(state, 'used', { source: step.use.source, controller: step.use.player, card: step.use.source, until: 'turn', ability: a.id });
  return !pay(state, step.use.player, resources);
}

/** Pays every cost but resources: chosen cards sacrificed / corrupted / discarded, then the others. */
function payCosts(state: GameState, a: CAbility, ctx: RCtx): void {
  for (const ch of a.costChoices) {
    for (const v of ctx.use.picks[ch.slot] ?? []) {
      if (ch.cost === 'sacrifice') M.sacrifice(state, v);
      else if (ch.cost === 'corrupt') S.corrupt(state, v);
      else M.discardFromHand(state, v);
    }
  }
  for (const c of a.costs) c.pay(ctx);
}

function sourceName(state: GameState, use: AbilityUse): string {
  return use.source >= 0 ? nameOf(state, use.source) : use.def.startsWith('capital:') ? `${playerName(use.player)}'s capital` : 'the rules';
}

/** All initiation choices made: pay every cost, then put the ability on the chain. */
function finishInitiation(state: GameState, step: AbilityStep, a: CAbility, ctx: RCtx): void {
  const use = step.use;
  const c = use.source >= 0 ? state.cards[use.source]! : null;
  const tax = targetTax(state, targetedSoFar(a, use), use.player, 'actions');
  const cost = baseCost(ctx, a) + tax;
  use.paid = cost;
  if (a.limit) addEffect(state, 'used', { source: use.source, controller: use.player, card: use.source, until: a.limit, ability: a.id });
  payCosts(state, a, ctx);
  if (a.tacticPlay && !use.free) markCostRulesUsed(state, use.player, use.source, null);
  const played = a.tacticPlay && c !== null && c.loc !== 'chain';
  // Played as if it were in his hand (an effect's mark on it): that counts as from his hand too.
  const fromHand = played && (c!.loc === 'hand' || c!.loc === 'deck' || state.effects.some((e) => e.card === use.source && e.k === RB.modify && e.data.playableAsIfInHand === 1));
  // Paid for as it goes on the chain: a tactic from his hand (or as if from it) may take tokens cards let him spend toward it.
  const payingFor = fromHand ? use.source : -1;
  if (played) toChain(state, use.source);
  if (state.log) record(state, { type: 'abilityUsed', player: use.player, card: seen(state, use.source), tactic: !!a.tacticPlay, cost });
  if (played) emit(state, EV.played, use.source, use.player, fromHand ? PLAYED_FROM_HAND : 0, null);
  step.stage = 'chain';
  if (!pay(state, use.player, cost, payingFor)) {
    state.stack.pop();
    toChainOrResolve(state, step, a);
  }
}

function toChainOrResolve(state: GameState, step: AbilityStep, _a: CAbility): void {
  const use = step.use;
  if (step.immediate) {
    use.pc = 0;
    state.stack.push({ t: 'ability', use, stage: 'resolve', choice: 0, immediate: true });
    return;
  }
  state.chain.push({ kind: 'ability', player: use.player, card: use.source, zone: null, target: -1, x: use.x, cancelled: false, use });
}

/** A tactic leaves its owner's hand (or the top of his deck, played as though in hand) for the chain. */
export function toChain(state: GameState, card: number): void {
  const c = state.cards[card]!;
  if (c.loc === 'hand' || c.loc === 'deck' || c.loc === 'discard') detach(state, c);
  c.loc = 'chain';
}

// ---------------------------------------------------------------- resolution

/** A chain link of an ability or tactic resolves (Timing B-3): targets re-checked, then its effect. */
export function resolveAbilityLink(state: GameState, use: AbilityUse, cancelled: boolean): void {
  if (cancelled) {
    if (state.log) record(state, { type: 'fizzles', source: sourceOf(state, use), reason: 'cancelled', label: '' });
    discardTacticIfDone(state, use.source);
    return;
  }
  const a = abilityOfUse(use);
  const ctx = ctxOf(state, use);
  // Invalid targets are dropped; when every target is gone the effect fails.
  let hadTargets = false;
  let anyLeft = false;
  for (const ch of a.targets) {
    if (!ch.targeting) continue;
    const picks = use.picks[ch.slot] ?? [];
    if (picks.length === 0) continue;
    hadTargets = true;
    use.picks[ch.slot] = picks.filter((v) => stillValid(ctx, ch, v));
    if (use.picks[ch.slot]!.length > 0) anyLeft = true;
  }
  if (hadTargets && !anyLeft) {
    if (state.log) record(state, { type: 'fizzles', source: sourceOf(state, use), reason: 'targetsGone', label: '' });
    discardTacticIfDone(state, use.source);
    return;
  }
  use.pc = 0;
  state.stack.push({ t: 'ability', use, stage: 'resolve', choice: 0, immediate: false });
}

function runProgram(state: GameState, step: AbilityStep, a: CAbility, ctx: RCtx): void {
  const ops = a.program;
  const use = step.use;
  if (use.pc === 0 && step.choice !== -1 && state.log) record(state, { type: 'resolves', source: sourceOf(state, use), rule: a.def === 'rules' ? a.id : null });
  step.choice = -1;
  while (use.pc < ops.length) {
    const op = ops[use.pc]!;
    switch (op.op) {
      case 'choose': {
        const r = makeChoice(state, step, a, op.choice, ctx);
        if (r === 'ask') return;
        if (r === 'none' && op.choice.ifNone === 'cancel') {
          use.ok = false;
          use.pc = ops.length;
          break;
        }
        use.pc++;
        break;
      }
      case 'mode': {
        const r = makeChoice(state, step, a, op.choice, ctx);
        if (r === 'ask') return;
        const picked = use.picks[op.choice.slot]?.[0];
        use.pc = picked === undefined ? ops.length : op.to[picked]!;
        break;
      }
      case 'do': {
        use.pc++;
        use.ok = op.run(ctx);
        if (state.prompt !== null || state.stack[state.stack.length - 1] !== step) return;
        break;
      }
      case 'jumpUnless':
        use.pc = op.cond(ctx) ? use.pc + 1 : op.to;
        break;
      case 'jumpIfFailed':
        use.pc = use.ok ? use.pc + 1 : op.to;
        break;
      case 'jump':
        use.pc = op.to;
        break;
      case 'eachPlayer':
        while (use.picks.length < op.slot) use.picks.push([]);
        use.picks[op.slot] = [op.which === 0 ? state.active : ((1 - state.active) as 0 | 1)];
        use.pc++;
        break;
    }
  }
  state.stack.pop();
  finishResolution(state, use);
}

function finishResolution(state: GameState, use: AbilityUse): void {
  // A conditional action that fired is used up.
  if (use.lasting >= 0) {
    const e = state.effects.find((x) => x.n === use.lasting);
    if (e && e.k > RB.extraPhase && e.data.fired) removeEffect(state, e);
  }
  if (use.source >= 0) discardTacticIfDone(state, use.source);
  // What the ability revealed is shown until it has resolved, nested abilities included.
  if (state.revealed.length > 0 && !state.stack.some((s) => s.t === 'ability' && s.stage === 'resolve')) state.revealed = [];
}

/** A tactic goes to its owner's discard pile once no chain link or running step refers to it any more. */
function discardTacticIfDone(state: GameState, card: number): void {
  const c = state.cards[card]!;
  if (c.loc !== 'chain' || defOf(c).type !== 'Tactic') return;
  for (const l of state.chain) if (l.card === card) return;
  for (const s of state.stack) if (s.t === 'ability' && s.use.source === card) return;
  // Played as if in its player's hand by an effect that sends it to the bottom of its owner's deck (Mortella).
  if (state.effects.some((e) => e.card === card && e.k === RB.modify && e.data.playableAsIfInHand === 1 && e.data.toOwnersDeckBottom === 1)) {
    M.putInPile(state, card, 'deck', true);
    return;
  }
  closeDiscardGroup(state); // it goes to the pile after what its effect discarded, not with it
  M.putInPile(state, card, 'discard');
}

/** A card an effect let its player play as if it were in his hand, but that was not played: the permission goes. */
function clearAsIfInHand(state: GameState, card: number): void {
  for (let i = state.effects.length - 1; i >= 0; i--) {
    const e = state.effects[i]!;
    if (e.card === card && e.k === RB.modify && e.data.playableAsIfInHand === 1) removeEffect(state, e);
  }
}


// ---------------------------------------------------------------- prompts

/** The choice a `choose` prompt is about. */
export function currentChoice(state: GameState): { step: AbilityStep; a: CAbility; ch: CChoice } {
  const step = state.stack[state.stack.length - 1] as AbilityStep;
  const a = abilityOfUse(step.use);
  let ch: CChoice;
  if (step.stage === 'freePlay') ch = X_VALUE;
  else if (step.stage === 'resolve' && step.use.pc === OPTIONAL && a.targets.length === 0) ch = ACCEPT;
  else if (step.stage === 'initiate' || (step.stage === 'resolve' && step.use.pc < 0)) ch = upFront(a)[step.choice]!;
  else {
    const op = a.program[step.use.pc]!;
    ch = (op as { choice: CChoice }).choice;
  }
  return { step, a, ch };
}

/** Options at a 'choose' prompt: each candidate, and "done"/"decline" once the minimum is met. */
export function chooseOptions(state: GameState): Decision[] {
  const { step, a, ch } = currentChoice(state);
  if (ch === ACCEPT) return [{ type: 'mode', index: 0 }, { type: 'pass' }];
  if (ch === X_VALUE) return initiableX(state, step.use).map((value) => ({ type: 'number', value }));
  const ctx = ctxOf(state, step.use);
  const cands = choiceCandidates(state, step, a, ch, ctx);
  if (ch.kind === 'number') return cands.map((value) => ({ type: 'number', value }));
  if (ch.kind === 'mode') return cands.map((index) => ({ type: 'mode', index }));
  const out: Decision[] = cands.map((v) => (isSection(v) ? { type: 'target', target: decodeSection(v).zone, player: decodeSection(v).player } : { type: 'target', target: v }));
  const optional = step.use.pc === OPTIONAL && step.choice === 0;
  if ((step.use.picks[ch.slot]?.length ?? 0) >= (optional ? 0 : ch.min(ctx))) out.push({ type: 'pass' });
  return out;
}

export function applyChooseDecision(state: GameState, d: Decision): void {
  const { step, ch } = currentChoice(state);
  if (ch === ACCEPT) {
    if (d.type === 'pass') decline(state, step);
    else step.use.pc = -1;
    return;
  }
  if (ch === X_VALUE) {
    if (d.type !== 'number') return;
    step.use.x = d.value;
    step.choice = 2;
    if (state.log) record(state, { type: 'chose', player: step.use.player, label: ch.label, pick: { number: d.value } });
    return;
  }
  const picks = (step.use.picks[ch.slot] ??= []);
  if (step.use.pc === OPTIONAL && step.stage === 'resolve' && step.choice === 0) {
    if (d.type === 'pass' && picks.length === 0) {
      decline(state, step);
      return;
    }
    if (d.type !== 'pass') step.use.pc = -1; // accepted by choosing its first target
  }
  if (d.type === 'pass') {
    // Done with this choice (or declined it): the step moves on.
    if (step.stage === 'initiate' || step.use.pc < 0) step.choice++;
    else step.use.pc++;
    return;
  }
  let v: number;
  if (d.type === 'number') v = d.value;
  else if (d.type === 'mode') v = d.index;
  else if (d.type === 'target') v = typeof d.target === 'number' ? d.target : -(2 + d.player! * 3 + ZONES.indexOf(d.target));
  else return;
  picks.push(v);
  if (state.log) {
    const pick: Thing = d.type === 'number' ? { number: v } : d.type === 'mode' ? { option: ch.options[v]! } : isSection(v) ? { section: decodeSection(v) } : { card: seen(state, v) };
    record(state, { type: 'chose', player: state.prompt?.player ?? step.use.player, label: ch.label, pick });
  }
}

/** What a `choose` prompt is about, for interfaces: the asking ability, the choice and how many picks are left. */
export interface ChoiceInfo {
  source: number;
  /** The ability's definition (a card id, 'rules', 'capital:…') and id. */
  def: string;
  ability: string;
  kind: CAbility['kind'];
  label: string;
  choice: CChoice['kind'];
  /** Picks made so far for this choice, and how many more are wanted at least / at most. */
  picked: number[];
  min: number;
  max: number;
  /** For a "choose one": the labels of the options. */
  modes: readonly string[];
  /** A "you may" being accepted or declined. */
  accepting: boolean;
}

export function choiceInfo(state: GameState): ChoiceInfo {
  const { step, a, ch } = currentChoice(state);
  const ctx = ctxOf(state, step.use);
  const picked = step.use.picks[ch.slot] ?? [];
  const single = ch.kind === 'number' || ch.kind === 'mode';
  return {
    source: step.use.source,
    def: a.def,
    ability: a.id,
    kind: a.kind,
    label: ch.label,
    choice: ch.kind,
    picked: picked.slice(),
    min: single ? 1 : Math.max(0, ch.min(ctx) - picked.length),
    max: single ? 1 : Math.max(0, ch.max(ctx) - picked.length),
    modes: ch.options ?? [],
    accepting: ch === ACCEPT,
  };
}

/** The label of the choice being made (for interfaces). */
export function currentChoiceLabel(state: GameState): string {
  const { step, ch } = currentChoice(state);
  return `${sourceName(state, step.use)}: ${ch.label}`;
}

export { isInPlay, findEffect };
