/**
 * `invasion fuzz`: its decks, its replayability, its command line, and (once the engine rewrite
 * lands) a few hundred games that must come out clean.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CAPITAL_BOARDS, cardById } from '@invasion/cards';
import { validateDeck } from '@invasion/decks';
import { DECK_SIZE, FUZZ_CAPITALS, FUZZ_POOL, ruleProblem } from '../src/fuzz/decks.js';
import { fuzzGame, fuzzSetup } from '../src/fuzz/game.js';
import { replayCommand, runFuzz, type FuzzResult } from '../src/fuzz/run.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function invasion(args: string[]) {
  const r = spawnSync(process.execPath, ['packages/cli/bin/invasion.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('fuzz decks', () => {
  const SEEDS = 400;
  const setups = Array.from({ length: SEEDS }, (_, i) => fuzzSetup(i + 1));

  it('are legal 50-card decks by the rules and by @invasion/decks', () => {
    for (const { decks } of setups) {
      for (const d of decks) {
        expect(d.cards).toHaveLength(DECK_SIZE);
        // Legal in every way but the FAQ's banned and restricted lists, which bind tournaments only.
        const verdict = validateDeck({ capital: d.capital, cards: d.cards }, { format: 'tournament' });
        const problems = verdict.problems.filter((p) => p.code !== 'banned' && p.code !== 'restricted');
        expect(problems, `${d.capital}: ${d.cards.join(',')}`).toEqual([]);
        const board = CAPITAL_BOARDS.find((b) => b.id === d.capital)!;
        const copies = new Map<string, number>();
        for (const id of d.cards) {
          const card = cardById(id)!;
          expect(ruleProblem(card, board), `${card.name} with ${board.id}`).toBeNull();
          copies.set(card.name, (copies.get(card.name) ?? 0) + 1);
        }
        expect(Math.max(...copies.values())).toBeLessThanOrEqual(3);
      }
    }
  });

  it('use all ten capitals and every implemented card, built around the capital race', () => {
    const capitals = new Set(setups.flatMap((s) => s.decks.map((d) => d.capital)));
    expect([...capitals].sort()).toEqual([...FUZZ_CAPITALS].sort());
    expect(FUZZ_CAPITALS).toHaveLength(10);
    const used = new Set(setups.flatMap((s) => s.decks.flatMap((d) => d.cards)));
    expect(FUZZ_POOL.filter((c) => !used.has(c.id)).map((c) => c.name)).toEqual([]);
    for (const { decks } of setups) {
      for (const d of decks) {
        const byRace = new Map<string, number>();
        for (const id of d.cards) {
          const race = cardById(id)!.race;
          if (race !== 'Neutral') byRace.set(race, (byRace.get(race) ?? 0) + 1);
        }
        const top = Math.max(0, ...byRace.values());
        expect(byRace.get(d.primaryRace) ?? 0, `${d.capital} built around ${d.primaryRace}`).toBe(top);
      }
    }
  });

  it('are a function of the game seed alone', () => {
    expect(fuzzSetup(77)).toEqual(fuzzSetup(77));
    expect(fuzzSetup(77).decks).not.toEqual(fuzzSetup(78).decks);
  });
});

describe('fuzz games', () => {
  it('replay exactly from their seed: same decisions, same final state, same problems', () => {
    for (const seed of [11, 12]) {
      const a = fuzzGame(seed);
      const b = fuzzGame(seed);
      expect(b).toEqual(a);
      expect(a.decisions).toBeGreaterThan(20);
      expect(a.hash).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('group problems into examples that name the game and the command replaying it', () => {
    const r = runFuzz({ games: 12, seed: 1 });
    expect(r.games).toBe(12);
    const keys = r.examples.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(r.examples.reduce((n, e) => n + e.games, 0)).toBe(r.crashes + r.invariantBreaks + r.leaks);
    for (const e of r.examples.slice(0, 3)) {
      expect(e.command).toBe(replayCommand(e.seed));
      expect(fuzzGame(e.seed).problems.map((p) => p.key)).toContain(e.key);
    }
  });
});

describe('invasion fuzz', () => {
  it('prints the summary as JSON, with exit code 1 exactly when something was found', () => {
    const r = invasion(['fuzz', '--games', '3', '--seed', '40', '--json']);
    const out = JSON.parse(r.stdout) as FuzzResult;
    for (const k of ['games', 'decisions', 'crashes', 'invariantBreaks', 'leaks', 'examples']) expect(out).toHaveProperty(k);
    expect(out.games).toBe(3);
    expect(r.code).toBe(out.crashes + out.invariantBreaks + out.leaks > 0 ? 1 : 0);
    for (const e of out.examples) expect(Object.keys(e)).toEqual(expect.arrayContaining(['seed', 'decks', 'message', 'command']));
    expect(r.stdout).not.toContain('fuzzing ['); // no progress bar when stdout is not a terminal
  }, 60_000);

  it('stops after --seconds', () => {
    const r = invasion(['fuzz', '--seconds', '1', '--seed', '5', '--json']);
    const out = JSON.parse(r.stdout) as FuzzResult;
    expect(out.stoppedEarly).toBe(true);
    expect(out.games).toBeGreaterThan(0);
    expect(out.seconds).toBeLessThan(20);
  }, 60_000);

  it('rejects bad arguments with exit code 2 and a clear message', () => {
    for (const [args, message] of [
      [['--games', '0'], '--games must be an integer >= 1'],
      [['--games', 'many'], "--games must be an integer, got 'many'"],
      [['--seed', '1.5'], "--seed must be an integer, got '1.5'"],
      [['--seconds', 'soon'], "--seconds must be a positive number of seconds, got 'soon'"],
      [['--verbose'], "Unknown option '--verbose'"],
    ] as const) {
      const r = invasion(['fuzz', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
  }, 60_000);
});

describe('fuzz run on the current engine', () => {
  // The card waves run `invasion fuzz` at 10,000+ games; every test run plays a few hundred.
  it('300 games: no crash, no broken invariant, no leak (views and options re-sampled at every other decision)', () => {
    const r = runFuzz({ games: 300, seed: 1, checks: { leakShare: 0.5, invariantShare: 1, restoreChance: 0.01, restoreSteps: 3 } });
    const found = r.examples.map((e) => `${e.key}\n  ${e.message}\n  ${e.command}`);
    expect(found).toEqual([]);
    expect({ crashes: r.crashes, invariantBreaks: r.invariantBreaks, leaks: r.leaks }).toEqual({ crashes: 0, invariantBreaks: 0, leaks: 0 });
    expect(r.games).toBe(300);
  }, 300_000);
});
