/**
 * Choices of an ability at run time (FAQ: Targeting — targets are declared on initiation, must exist
 * for the ability to be initiated, and are re-checked on resolution; target taxes are paid on top):
 * the candidates of a choice slot, whether every choice can be made, and whether a target is still
 * valid. Capital sections are encoded as negative numbers (effects/damage.ts sectionCode).
 */
import type { CAbility, CChoice, RCtx } from '../ruleset/compiled.js';
import { CF } from '../ruleset/compiled.js';
import type { AbilityUse, GameState, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { defOf } from '../ruleset/registry.js';
import { isInPlay, isZone, zoneHolder } from '../primitives/cards.js';
import { heroConflict } from '../characteristics/uniqueness.js';
import { cardsInPlay, developmentsIn, hasFlag } from '../characteristics/cards.js';
import { canBeTargetedBy, targetTax } from '../characteristics/costs.js';
import { activeConstants, mayHaveConstant } from '../characteristics/constants.js';
import { decodeSection, isSection, sectionCode } from '../effects/damage.js';

/** Extra cards searched whenever `p` searches his deck ("you may search an additional card"). */
export function extraSearch(state: GameState, p: PlayerId): number {
  let n = 0;
  for (const { a, ctx } of activeConstants(state, CF.extraSearch)) if (ctx.player === p) n += a.rules!.extraSearch;
  return n;
}

/** Whether card `id` passes the choice's filter. */
function passes(ctx: RCtx, ch: CChoice, id: number): boolean {
  if (ch.filter === null) return true;
  ctx.each = id;
  return ch.filter(ctx, id);
}

/** Values that satisfy a choice now, ignoring what this slot already picked and taxes. */
export function rawCandidates(ctx: RCtx, ch: CChoice): number[] {
  const out: number[] = [];
  const s = ctx.state;
  switch (ch.kind) {
    case 'number': {
      const lo = ch.min(ctx);
      const hi = ch.max(ctx);
      for (let v = lo; v <= hi; v++) out.push(v);
      return out;
    }
    case 'mode':
      ch.options.forEach((_, i) => {
        const cond = ch.optionIf[i];
        if (!cond || cond(ctx)) out.push(i);
      });
      return out;
    case 'section':
      sections(ctx, ch, out);
      return out;
  }
  const whose = ch.whose(ctx);
  const players: PlayerId[] = whose === -1 ? [0, 1] : [whose];
  switch (ch.from) {
    case 'play':
      for (const id of cardsInPlay(s)) {
        if (ch.cost === 'corrupt' && (s.cards[id]!.corrupt || hasFlag(s, id, 'cannotBeCorrupted'))) continue;
        if (ch.targeting && !canBeTargetedBy(s, id, ctx.player)) continue;
        if (passes(ctx, ch, id)) out.push(id);
      }
      if (ch.orSection) sections(ctx, ch, out);
      break;
    case 'hand':
      for (const p of players) for (const id of s.players[p].hand) if (passes(ctx, ch, id)) out.push(id);
      break;
    case 'discard':
      for (const p of players) for (const id of s.players[p].discard) if (passes(ctx, ch, id)) out.push(id);
      break;
    case 'deckTop':
      for (const p of players) {
        const deck = s.players[p].deck;
        const depth = (ch.depth ? ch.depth(ctx) : 1) + (ch.search ? extraSearch(s, p) : 0);
        for (let i = deck.length - 1; i >= 0 && i >= deck.length - depth; i--) if (passes(ctx, ch, deck[i]!)) out.push(deck[i]!);
      }
      break;
    case 'chain':
      for (const l of s.chain) {
        if (l.cancelled || l.card === ctx.self || out.includes(l.card)) continue;
        // Effects exist independently of their source: an Action whose card left play (a sacrifice cost) is still on the chain.
        if (passes(ctx, ch, l.card)) out.push(l.card);
      }
      break;
    case 'revealed':
      break;
  }
  ctx.each = -1;
  return out;
}

/**
 * Whether a choice is among cards in its chooser's own hand (his alone, or both hands) while that
 * hand holds a card not yet picked: which of them qualify is hidden from the other player (an empty
 * hand, or one whose every card is picked, is public).
 */
export function ownHandInSight(ctx: RCtx, ch: CChoice, picks: readonly number[] = []): boolean {
  if (ch.kind !== 'card' || ch.from !== 'hand' || ch.random) return false;
  const by = ch.by(ctx);
  const whose = ch.whose(ctx);
  return (whose === -1 || whose === by) && ctx.state.players[by].hand.some((id) => !picks.includes(id));
}

/**
 * The deck cards a choice from the top of a deck shows its chooser: all the cards within its depth,
 * not only those its filter accepts (searching the top 5 cards for a unit, he looks at all five).
 */
export function deckCardsInSight(ctx: RCtx, ch: CChoice): number[] {
  if (ch.kind !== 'card' || ch.from !== 'deckTop' || ch.random) return [];
  const s = ctx.state;
  const whose = ch.whose(ctx);
  const out: number[] = [];
  for (const p of whose === -1 ? ([0, 1] as const) : [whose]) {
    const deck = s.players[p].deck;
    const depth = (ch.depth ? ch.depth(ctx) : 1) + (ch.search ? extraSearch(s, p) : 0);
    for (let i = deck.length - 1; i >= 0 && i >= deck.length - depth; i--) out.push(deck[i]!);
  }
  return out;
}

function sections(ctx: RCtx, ch: CChoice, out: number[]): void {
  const whose = ch.whose(ctx);
  for (const p of [0, 1] as const) {
    if (whose !== -1 && whose !== p) continue;
    for (const z of ZONES) if (sectionAllowed(ctx, ch, p, z)) out.push(sectionCode(p, z));
  }
}

/** Whether a section meets a section choice's requirements (besides whose it is). */
function sectionAllowed(ctx: RCtx, ch: CChoice, p: PlayerId, z: ZoneName): boolean {
  const zone = ctx.state.players[p].zones[z];
  if (ch.moving) {
    // A zone the cards may be moved to: their controller's, not one they are in, no second Hero (burning or not).
    if (!moveDestination(ctx.state, ch.moving(ctx), p, z)) return false;
  } else if (ch.unburned && zone.burning) return false;
  if (ch.damaged && zone.damage <= 0) return false;
  if (ch.developed !== undefined && developmentsIn(ctx.state, p, z) > 0 !== ch.developed) return false;
  return !ch.zoneWhere || ch.zoneWhere(ctx, p, z);
}

/** Whether every one of these cards in play may be moved to `p`'s `zone` (FAQ: Moving Units; Limit one Hero per zone). */
export function moveDestination(state: GameState, cards: readonly number[], p: PlayerId, zone: ZoneName): boolean {
  let any = false;
  for (const id of cards) {
    if (id < 0) continue;
    const c = state.cards[id]!;
    if (!isInPlay(c) || !isZone(c.loc)) continue;
    if (zoneHolder(state, c) !== p || c.loc === zone) return false;
    if (!c.dev && !c.faceDown && heroConflict(state, p, defOf(c), zone, id)) return false;
    any = true;
  }
  return any;
}

/** Targets picked so far by the targeting choices of an ability (for taxes). */
export function targetedSoFar(a: CAbility, use: AbilityUse): number[] {
  const out: number[] = [];
  for (const ch of a.targets) if (ch.targeting) for (const v of use.picks[ch.slot] ?? []) if (v >= 0) out.push(v);
  return out;
}

/** Whether target taxes could apply at all now (a cheap pre-check). */
function taxesAround(state: GameState): boolean {
  if (mayHaveConstant(state, CF.targetTax)) return true;
  for (const e of state.effects) if (e.data.tax) return true;
  return false;
}

/**
 * Candidates for the next pick of a choice: not yet picked, and — for a targeting choice — affordable
 * with the target tax it would add (`budget`: resources left for taxes; Infinity: unlimited).
 */
export function candidates(ctx: RCtx, a: CAbility, ch: CChoice, budget: number, taxOf: 'actions' | 'effects'): number[] {
  const picked = ctx.use.picks[ch.slot] ?? [];
  let out = rawCandidates(ctx, ch);
  if (picked.length > 0 && ch.kind !== 'number' && ch.kind !== 'mode') out = out.filter((v) => !picked.includes(v));
  if (ch.notEventCard) out = out.filter((v) => v !== ctx.use.ev.card);
  if (ch.targeting && budget !== Infinity && out.length > 0 && taxesAround(ctx.state)) {
    const before = targetedSoFar(a, ctx.use);
    out = out.filter((v) => v < 0 || targetTax(ctx.state, [...before, v], ctx.player, taxOf) <= budget);
  }
  return out;
}

/** Whether a picked value still satisfies its choice (targets re-checked on resolution). */
export function stillValid(ctx: RCtx, ch: CChoice, value: number): boolean {
  if (isSection(value)) {
    const s = decodeSection(value);
    const whose = ch.whose(ctx);
    return (ch.kind === 'section' || ch.orSection) && (whose === -1 || whose === s.player) && sectionAllowed(ctx, ch, s.player, s.zone);
  }
  const c = ctx.state.cards[value];
  if (!c) return false;
  if (ch.from === 'play' && !isInPlay(c)) return false;
  // A card chosen in a hand or discard pile that has left it is gone (a new card elsewhere).
  if ((ch.from === 'hand' || ch.from === 'discard') && c.loc !== ch.from) return false;
  if (ch.from === 'chain') return rawCandidates(ctx, ch).includes(value);
  if (ch.targeting && !canBeTargetedBy(ctx.state, value, ctx.player)) return false;
  if (ch.filter === null) return true;
  ctx.each = value;
  const ok = ch.filter(ctx, value);
  ctx.each = -1;
  return ok;
}

/** How many candidate picks a feasibility search may try before it gives up (as not feasible). */
const FEASIBILITY_TRIES = 256;

/**
 * Whether the given choices can all be made: a depth-first search over candidate combinations,
 * later choices seeing the earlier picks (a second target "in the same zone as the first"). The first
 * candidates are tried first, so the common case costs one pass; only a dead end backtracks. Within a
 * choice of several picks, a candidate that failed is not tried again deeper (the picks are a set).
 * Bounded: past FEASIBILITY_TRIES picks it answers no. Leaves the use's picks as they were.
 */
export function choicesFeasible(ctx: RCtx, a: CAbility, choices: readonly CChoice[], budget: number, taxOf: 'actions' | 'effects'): boolean {
  if (choices.length === 0) return true;
  return feasibleFrom(ctx, a, choices, 0, -1, budget, taxOf);
}

/**
 * Whether picking `v` next for `choices[i]` still lets the rest be made: the picks this choice still
 * needs, then the later choices (a first target with no second target beside it is a dead end).
 */
export function pickFeasible(ctx: RCtx, a: CAbility, choices: readonly CChoice[], i: number, v: number, budget: number, taxOf: 'actions' | 'effects'): boolean {
  return feasibleFrom(ctx, a, choices, i, v, budget, taxOf);
}

/** The search of choicesFeasible from choice `start` (`first`: a value picked for it first — a card id or a section code —, or -1). */
function feasibleFrom(ctx: RCtx, a: CAbility, choices: readonly CChoice[], start: number, first: number, budget: number, taxOf: 'actions' | 'effects'): boolean {
  const saved = ctx.use.picks;
  ctx.use.picks = saved.map((p) => p.slice());
  let tries = FEASIBILITY_TRIES;
  const choice = (i: number, picked: boolean): boolean => {
    if (i === choices.length) return true;
    const ch = choices[i]!;
    while (ctx.use.picks.length < ch.slot) ctx.use.picks.push([]);
    const picks = (ctx.use.picks[ch.slot] ??= []);
    if (picked) picks.push(first);
    return fill(i, ch, ch.min(ctx) - picks.length, []);
  };
  const fill = (i: number, ch: CChoice, left: number, failed: number[]): boolean => {
    if (left <= 0) return choice(i + 1, false);
    const picks = ctx.use.picks[ch.slot]!;
    const excluded = failed.slice();
    for (const v of candidates(ctx, a, ch, budget, taxOf)) {
      if (excluded.includes(v)) continue;
      if (--tries < 0) return false;
      picks.push(v);
      const ok = fill(i, ch, left - 1, excluded);
      picks.pop();
      if (ok) return true;
      excluded.push(v);
    }
    return false;
  };
  try {
    return choice(start, first !== -1);
  } finally {
    ctx.use.picks = saved;
  }
}

export { sectionCode, decodeSection, isSection };
