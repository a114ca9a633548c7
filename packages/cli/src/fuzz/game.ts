/**
 * One fuzz game: two random capitals with random legal decks, random bot against random bot, and
 * after every decision the checks (invariants.ts, leaks.ts, and serialize → restore → continue).
 *
 * Everything about a game derives from its seed alone (decks, logging, bot seeds, which decisions
 * are sampled and how identities are re-sampled at each decision), so `--games 1 --seed <seed>`
 * replays it exactly, whatever share of the checks the run that found a problem used.
 */
import { applyInPlace, createGame, hashState, viewFor, type GameResult, type GameSetup, type GameState, type PlayerId, logLines } from '@invasion/engine';
import { chooseWith, randomBot } from '@invasion/ai';
import { botSeeds } from '../games.js';
import { deriveSeed } from '../util.js';
import { FUZZ_CAPITALS, randomDeck, type FuzzDeck } from './decks.js';
import { Knowledge, knowledgeLeaks } from './hidden.js';
import { checkInvariants } from './invariants.js';
import { eventLeaks, identityLeaks, logLeaks, resampleLeaks } from './leaks.js';
import { normalize, problem, type Problem } from './problems.js';
import { Rng } from './random.js';
import { followTwin, restoredTwin, type Twin } from './restore.js';
import { snapshot, transitionProblems } from './transitions.js';

/** Share of games played with the log on (the log is then checked for hidden names too). */
export const LOG_SHARE = 0.25;
/** Turn cap of fuzz games (random bots rarely need more). */
export const MAX_TURNS = 120;
/** A game that has not ended after this many decisions is reported (the engine may be looping). */
export const FUZZ_DECISION_LIMIT = 30_000;

/**
 * Problems after which the game is not played on: the state is broken (a card in two places, a
 * dangling reference), a card is being played from where it cannot be, or the engine threw; what
 * follows would be consequences, not new findings.
 * After the others (leaks, a lost token, a bad save, an illegal play) the game goes on.
 */
const FATAL_CHECKS: ReadonlySet<string> = new Set(['exception', 'conservation', 'placement', 'consistency', 'play', 'liveness']);

export interface CheckOptions {
  /** Share of decisions after which views and options are compared with re-sampled hidden cards (1 = all). */
  leakShare: number;
  /** Share of decisions after which the state invariants are checked (1 = all). */
  invariantShare: number;
  /** Chance, at each decision, of saving and restoring the state and playing the copy alongside. */
  restoreChance: number;
  /** How many decisions a restored copy is played alongside the original, comparing hashes. */
  restoreSteps: number;
}

/** What the `fuzz` command checks: everything after every decision, and a few restores per game. */
export const FULL_CHECKS: Readonly<CheckOptions> = { leakShare: 1, invariantShare: 1, restoreChance: 0.02, restoreSteps: 5 };

export interface FoundProblem extends Problem {
  /** Decisions applied when it was found (0: right after setup). */
  decision: number;
  turn: number;
  /** For crashes: where in the project's code it was thrown. */
  stack?: string;
}

export interface GameReport {
  seed: number;
  decks: [FuzzDeck, FuzzDeck];
  log: boolean;
  decisions: number;
  turns: number;
  result: GameResult | null;
  /** hashState of the last state (equal runs of one seed give equal hashes). */
  hash: string;
  /** Distinct problems (by key), first occurrence each. */
  problems: FoundProblem[];
}

/** The decks and setup of the game with this seed. */
export function fuzzSetup(seed: number): { setup: GameSetup; decks: [FuzzDeck, FuzzDeck] } {
  const rng = new Rng(deriveSeed(seed, 0xdec4));
  const decks = [randomDeck(rng, rng.pick(FUZZ_CAPITALS)), randomDeck(rng, rng.pick(FUZZ_CAPITALS))] as [FuzzDeck, FuzzDeck];
  const log = rng.chance(LOG_SHARE);
  const setup: GameSetup = { players: [{ capital: decks[0].capital, deck: decks[0].cards.slice() }, { capital: decks[1].capital, deck: decks[1].cards.slice() }], seed, maxTurns: MAX_TURNS, log };
  return { setup, decks };
}

/** The project's own stack frames of an error: "removeFrom (engine/src/rules/cardMovement.ts:19)". */
export function projectFrames(e: Error): string[] {
  const frames: string[] = [];
  for (const line of (e.stack ?? '').split('\n')) {
    const m = /at (?:(.+?) \()?.*?packages\/([^:)]+):(\d+)/.exec(line);
    if (m && !m[2]!.startsWith('cli/')) frames.push(`${m[1] ?? '<anonymous>'} (${m[2]}:${m[3]})`);
  }
  return frames;
}

function crash(e: unknown, during: string): Problem & { stack?: string } {
  const err = e instanceof Error ? e : new Error(String(e));
  const frames = projectFrames(err);
  const where = frames.slice(0, 2).map((f) => f.replace(/:\d+\)$/, ')')).join(' ← ');
  const p = problem('crash', 'exception', `${normalize(err.message)}${where ? ` at ${where}` : ''} (${during})`, `${err.message} (${during})`);
  return frames.length ? { ...p, stack: frames.slice(0, 8).join(' ← ') } : p;
}

/** The fuzz's own generator for decision `k` of game `seed`: the same whatever was sampled before. */
function decisionRng(seed: number, k: number): Rng {
  return new Rng(deriveSeed(seed ^ Math.imul(k + 1, 0x9e3779b1), 0xf022));
}

export function fuzzGame(seed: number, checks: CheckOptions = FULL_CHECKS): GameReport {
  const { setup, decks } = fuzzSetup(seed);
  const report: GameReport = { seed, decks, log: setup.log === true, decisions: 0, turns: 0, result: null, hash: '', problems: [] };
  const seen = new Set<string>();
  let state: GameState | null = null;
  /** Records problems (once per key per game); true when one of them leaves the state unusable. */
  const found = (ps: (Problem & { stack?: string })[]): boolean => {
    let fatal = false;
    for (const p of ps) {
      if (FATAL_CHECKS.has(p.check)) fatal = true;
      if (seen.has(p.key)) continue;
      seen.add(p.key);
      report.problems.push({ ...p, decision: state?.decisions ?? 0, turn: state?.turn ?? 0 });
    }
    return fatal;
  };
  try {
    state = createGame(setup);
  } catch (e) {
    found([crash(e, 'creating the game')]);
    return report;
  }
  const [s1, s2] = botSeeds(seed);
  const bots = [randomBot(s1), randomBot(s2)] as const;
  const knowledge = new Knowledge();
  let logLength = 0;
  let twin: Twin | null = null;

  /** Checks after each decision (and after setup); true when the game cannot go on. */
  const check = (s: GameState, rng: Rng, sampleLeaks: boolean, sampleInvariants: boolean): boolean => {
    const from = logLength;
    const lines = logLines(s, 'referee', from);
    logLength = s.log?.length ?? 0;
    knowledge.learnReveals(s, lines);
    knowledge.learnRevealedTops(s);
    knowledge.learnPlays(s, from);
    knowledge.learnFromEffects(s);
    knowledge.observeLooks(s);
    const ps: Problem[] = [];
    try {
      if (sampleInvariants) ps.push(...checkInvariants(s));
      if (found(ps)) return true;
      ps.push(...logLeaks(s, lines, knowledge));
      // What each player receives: his own rendering of the new events, and events independent of hidden identities.
      for (const p of [0, 1] as PlayerId[]) {
        ps.push(...logLeaks(s, logLines(s, p, from, true), knowledge, p));
        ps.push(...eventLeaks(s, p, from, rng));
      }
      for (const p of [0, 1] as PlayerId[]) {
        if (!sampleLeaks) continue;
        const view = viewFor(s, p);
        ps.push(...identityLeaks(s, p, knowledge, view), ...resampleLeaks(s, p, rng, view));
      }
      // Only the log shows the fuzz a card revealed and hidden again within one decision.
      if (s.log) ps.push(...knowledgeLeaks(s, knowledge));
    } catch (e) {
      return found([...ps, crash(e, 'listing views and options')]) || true;
    }
    knowledge.observe(s);
    return found(ps);
  };

  if (check(state, decisionRng(seed, -1), true, true)) return finish(report, state);
  while (!state.result) {
    if (!state.prompt) {
      found([problem('invariant', 'consistency', 'game not over but no prompt', `turn ${state.turn}, phase ${state.phase}: no prompt and no result`)]);
      break;
    }
    if (state.decisions >= FUZZ_DECISION_LIMIT) {
      found([problem('invariant', 'liveness', 'game does not end', `no result after ${state.decisions} decisions (turn ${state.turn}, cap ${MAX_TURNS})`)]);
      break;
    }
    const rng = decisionRng(seed, state.decisions);
    const sampleLeaks = rng.float() < checks.leakShare;
    const sampleInvariants = rng.float() < checks.invariantShare;
    const restore = rng.float() < checks.restoreChance;
    if (!twin && restore) twin = restoredTwin(state, checks.restoreSteps, found);
    const before = snapshot(state);
    try {
      const d = chooseWith(bots[state.prompt.player]!, state);
      applyInPlace(state, d);
      if (twin) twin = followTwin(twin, d, state, found);
    } catch (e) {
      found([crash(e, `applying decision ${state.decisions + 1}`)]);
      break;
    }
    if (found(transitionProblems(before, state)) || check(state, rng, sampleLeaks, sampleInvariants)) break;
  }
  return finish(report, state);
}

function finish(report: GameReport, state: GameState): GameReport {
  report.decisions = state.decisions;
  report.turns = state.turn;
  report.result = state.result;
  report.hash = hashState(state);
  return report;
}
