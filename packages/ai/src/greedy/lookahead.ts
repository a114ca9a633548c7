/**
 * One ply by simulation, for what a view cannot tell: what a tactic, a card's ability or a target
 * does. The option is applied on determinizations (games the player cannot tell from the real one,
 * his unknown cards re-sampled), the game runs on — the heuristic greedy bot deciding for both
 * seats — until the effect has resolved (the chain empty at an action window, or the phase over),
 * and the position is evaluated from the player's own view of the copy.
 */
import { applyInPlace, optionsFor, viewFor, type ClientOption, type ClientView, type GameState, type PlayerId } from '@invasion/engine';
import { decisionForKey, inputFor, type BotInput } from '../bot.js';
import { allUnits, me, opponent, unitValue, ZONES, zoneLeft } from './board.js';

/** Decisions a simulated line runs at most before it is evaluated where it stands. */
const MAX_STEPS = 40;

/** The position from `seat`'s side: units, cards in hand, capital health; a decided game counts everything. */
export function evaluate(view: ClientView, seat: PlayerId): number {
  if (view.result) return view.result.kind === 'win' ? (view.result.winner === seat ? 1000 : -1000) : 0;
  const side = (mine: boolean) => {
    const p = mine ? me(view, seat) : opponent(view, seat);
    let v = allUnits(p).reduce((n, c) => n + unitValue(c), 0) + 1.2 * p.handCount;
    for (const z of ZONES) v += p.zones[z].burning ? 0 : 4 + 0.8 * Math.min(zoneLeft(p, z), 12);
    // Resources buy units until the capital phase of their owner's turn is over.
    const spendable = view.active === p.id && ['beginTurn', 'kingdom', 'quest', 'capital'].includes(view.phase);
    return v + p.resources * (spendable ? 0.8 : 0.05);
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

/** Runs the copy on with `policy` deciding for both seats until the effect of the decision just made has resolved. */
function settle(copy: GameState, start: ClientView, policy: (input: BotInput) => string): void {
  for (let step = 0; step < MAX_STEPS && copy.prompt && !copy.result; step++) {
    const input = inputFor(copy);
    const v = input.view;
    if (v.turn !== start.turn || v.phase !== start.phase) return;
    if (v.chain.length === 0 && v.prompt?.kind === 'action') return;
    applyInPlace(copy, decisionForKey(copy, input.options, policy(input)));
  }
}

/**
 * The average gain of each option (by key) over `samples` determinizations: evaluation after the
 * option has resolved minus the evaluation now. An option the engine refuses on a copy is left out.
 */
export function lookahead(input: BotInput, options: readonly ClientOption[], seed: number, samples: number, policy: (input: BotInput) => string): Map<string, number> {
  const seat = input.seat;
  const now = evaluate(input.view, seat);
  const gains = new Map<string, number>();
  for (const o of options) {
    let total = 0;
    let n = 0;
    for (let s = 0; s < samples; s++) {
      try {
        const copy = input.determinize(mix(seed, mix(input.view.stateId, s)));
        applyInPlace(copy, decisionForKey(copy, optionsFor(copy, seat), o.key));
        settle(copy, input.view, policy);
        total += evaluate(viewFor(copy, seat), seat) - now;
        n++;
      } catch {
        // A line the engine cannot play on a copy says nothing about the option.
      }
    }
    if (n > 0) gains.set(o.key, total / n);
  }
  return gains;
}
