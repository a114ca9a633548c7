/** A small seeded arena run: seat swapping, reproducibility, the summary's figures. */
import { describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { BOTS, runArena, type ArenaGame, type ArenaOptions } from '../src/index.js';

const decks = STARTER_DECKS.filter((d) => d.name === 'dwarf' || d.name === 'orc');

async function run(games: number, a: keyof typeof BOTS, b: keyof typeof BOTS) {
  const records: ArenaGame[] = [];
  const o: ArenaOptions = { bots: [{ name: a, make: BOTS[a] }, { name: b, make: BOTS[b] }], games, seed: 42, decks, msPerDecision: 50, onGame: (g) => records.push(g) };
  return { summary: await runArena(o), records };
}

describe('arena', () => {
  it('plays each setup from both seats, replays from its seed, and sums up bot A', async () => {
    const { summary, records } = await run(8, 'greedy', 'random');
    expect(records.map((r) => r.seatA)).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(records.map((r) => r.seed)).toEqual([42, 42, 43, 43, 44, 44, 45, 45]);
    expect(records[0]!.decks).toEqual(['dwarf', 'orc']);
    expect(records[2]!.decks).toEqual(['orc', 'dwarf']);
    expect(summary.wins + summary.losses + summary.draws).toBe(8);
    expect(summary.wins).toBe(records.filter((r) => r.winner === 'A').length);
    expect(summary.winRate).toBeCloseTo(summary.wins / 8, 4);
    expect(summary.ci95[0]).toBeLessThanOrEqual(summary.winRate);
    expect(summary.ci95[1]).toBeGreaterThanOrEqual(summary.winRate);
    expect(summary.msPerDecisionP95).toBeGreaterThan(0);
    // The run's 95th percentile lies between its games' own.
    const p95s = records.map((r) => r.msP95A);
    expect(summary.msPerDecisionP95).toBeGreaterThanOrEqual(Math.min(...p95s));
    expect(summary.msPerDecisionP95).toBeLessThanOrEqual(Math.max(...p95s));
    // Greedy beats random (measured: docs/AI.md); a seeded run of 8 games must not lose more than one.
    expect(summary.wins).toBeGreaterThanOrEqual(7);
    const again = (await run(8, 'greedy', 'random')).records;
    const outcome = (rs: ArenaGame[]) => rs.map((r) => [r.winner, r.turns, r.decisions, r.reason]);
    expect(outcome(again)).toEqual(outcome(records));
  });

  it('a run from game K plays the games K onwards of the longer run: a run continued in pieces', async () => {
    const { records: whole } = await run(6, 'greedy', 'random');
    const records: ArenaGame[] = [];
    const summary = await runArena({ bots: [{ name: 'greedy', make: BOTS.greedy }, { name: 'random', make: BOTS.random }], games: 2, first: 3, seed: 42, decks, msPerDecision: 50, onGame: (g) => records.push(g) });
    const outcome = (rs: ArenaGame[]) => rs.map((r) => [r.game, r.seed, r.seatA, r.decks, r.winner, r.turns, r.decisions]);
    expect(outcome(records)).toEqual(outcome(whole.slice(3, 5)));
    expect(summary.games).toBe(2);
  });

  it('one deck gives mirror matches', async () => {
    const records: ArenaGame[] = [];
    await runArena({ bots: [{ name: 'random', make: BOTS.random }, { name: 'random', make: BOTS.random }], games: 2, seed: 7, decks: decks.slice(0, 1), msPerDecision: 50, onGame: (g) => records.push(g) });
    expect(records.map((r) => r.decks)).toEqual([['dwarf', 'dwarf'], ['dwarf', 'dwarf']]);
  });

  it('a signal ends the run after the game being played: the summary covers the games played', async () => {
    const stop = new AbortController();
    const records: ArenaGame[] = [];
    const summary = await runArena({ bots: [{ name: 'greedy', make: BOTS.greedy }, { name: 'random', make: BOTS.random }], games: 10, seed: 42, decks, msPerDecision: 50, signal: stop.signal, onGame: (g) => (records.push(g), g.game === 2 && stop.abort()) });
    expect(records.map((r) => r.game)).toEqual([0, 1, 2]);
    expect(summary.games).toBe(3);
    expect(summary.wins + summary.losses + summary.draws).toBe(3);
  });
});
