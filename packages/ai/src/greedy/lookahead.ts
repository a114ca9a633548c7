/**
 * One ply by simulation, for what a view cannot tell: what a tactic or a card's ability does. The
 * option is applied on determinizations (games the player cannot tell from the real one, his
 * unknown cards re-sampled), the game runs on — the heuristic greedy bot deciding for both seats —
 * to the end of the phase, and the position is evaluated from the player's own view of the copy,
 * against the policy's own choice played out the same way on the same copies. A bot that forgets
 * simulates on copies in which what it saw of the opponent's hidden cards is re-sampled too. (Compared at the same
 * point and against what it would do anyway: a line stopped earlier would dodge what the next phase
 * brings — the quest phase's draw — and passing in the capital phase gives up every play; against
 * either, a bot once moved a unit back and forth all phase long for nothing.)
 */
import { applyInPlace, optionsFor, viewFor, type ClientOption, type ClientView, type GameState, type PlayerId } from '@invasion/engine';
import { decisionForKey, inputFor, type BotInput } from '../bot.js';
import { allUnits, me, opponent, unitValue, ZONES, zoneLeft } from './board.js';

/** Simulated gains of options, by key (see `lookahead`). */
export interface Simulation {
  gains(input: BotInput, keys: readonly string[]): Map<string, number>;
}

/** Decisions a simulated line runs at most before it is evaluated where it stands. */
const MAX_STEPS = 40;

/**
 * What a resource left is worth at the time of `view`: much while it can still buy units (its
 * owner's turn, up to his capital phase), little after. Outcomes of one decision are compared at
 * the decision's rate, or merely reaching the next phase would look like spending them.
 */
export function resourceWorth(view: ClientView, player: PlayerId): number {
  return view.active === player && ['beginTurn', 'kingdom', 'quest', 'capital'].includes(view.phase) ? 0.8 : 0.05;
}

/** The position from `seat`'s side: units, cards in hand, capital health, a deck not running out, resources at `rates`; a decided game counts everything. */
export function evaluate(view: ClientView, seat: PlayerId, rates: readonly [number, number] = [resourceWorth(view, 0), resourceWorth(view, 1)]): number {
  if (view.result) return view.result.kind === 'win' ? (view.result.winner === seat ? 1000 : -1000) : 0;
  const side = (mine: boolean) => {
    const p = mine ? me(view, seat) : opponent(view, seat);
    // Cards in hand count (less beyond eight); a deck the quest zone will empty within a few turns loses the game.
    const turnsOfDeck = p.deckCount / Math.max(1, p.zones.quest.power);
    let v = allUnits(p).reduce((n, c) => n + unitValue(c), 0) + 1.2 * Math.min(p.handCount, 8) + 0.3 * Math.max(0, p.handCount - 8) - 6 * Math.max(0, 4 - turnsOfDeck);
    for (const z of ZONES) v += p.zones[z].burning ? 0 : 4 + 0.8 * Math.min(zoneLeft(p, z), 12);
    return v + p.resources * rates[p.id];
  };
  return side(true) - side(false);
}

/** A 32-bit mix for the seeds of the determinizations. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  return (h ^ (h >>> 15)) | 0;
}

/** Runs the copy on with `policy` deciding for both seats to the end of the phase of `start` (at most MAX_STEPS decisions). */
function settle(copy: GameState, start: ClientView, policy: (input: BotInput) => string): void {
  for (let step = 0; step < MAX_STEPS && copy.prompt && !copy.result; step++) {
    const input = inputFor(copy);
    const v = input.view;
    if (v.turn !== start.turn || v.phase !== start.phase) return;
    applyInPlace(copy, decisionForKey(copy, input.options, policy(input)));
  }
}

/** The evaluation after `key` is played on determinization `sample` and its effect has resolved; null when the engine refuses the line. */
function outcome(input: BotInput, key: string, seed: number, sample: number, policy: (input: BotInput) => string, forget: boolean): number | null {
  try {
    const copy = input.determinize(mix(seed, mix(input.view.stateId, sample)), { forget });
    applyInPlace(copy, decisionForKey(copy, optionsFor(copy, input.seat), key));
    settle(copy, input.view, policy);
    return evaluate(viewFor(copy, input.seat), input.seat, [resourceWorth(input.view, 0), resourceWorth(input.view, 1)]);
  } catch {
    // A line the engine cannot play on a copy says nothing about the option.
    return null;
  }
}

/**
 * The average gain of each option (by key) over `samples` determinizations: the evaluation at the
 * end of the phase after it, minus the evaluation at the end of the phase after the policy's own
 * choice (on the same copies). An option the engine refuses on a copy is left out.
 */
export function lookahead(input: BotInput, options: readonly ClientOption[], seed: number, samples: number, policy: (input: BotInput) => string, forget = false): Map<string, number> {
  const usual = policy(input);
  const baseline = Array.from({ length: samples }, (_, s) => outcome(input, usual, seed, s, policy, forget));
  const gains = new Map<string, number>();
  for (const o of options) {
    let total = 0;
    let n = 0;
    for (let s = 0; s < samples; s++) {
      const base = baseline[s];
      const after = base === null ? null : outcome(input, o.key, seed, s, policy, forget);
      if (after === null || base === null) continue;
      total += after - base;
      n++;
    }
    if (n > 0) gains.set(o.key, total / n);
  }
  return gains;
}
