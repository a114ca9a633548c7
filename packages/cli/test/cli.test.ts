import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = 'packages/cli/bin/invasion.js';

function invasion(args: string[], input?: string, timeout = 20_000) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    input: input ?? '',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('invasion cards', () => {
  it('--json lists the whole catalogue', () => {
    const r = invasion(['cards', '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(rows).toHaveLength(1133);
    for (const key of ['id', 'name', 'pack', 'type', 'race', 'implemented', 'tested']) expect(rows[0]).toHaveProperty(key);
  }, 20_000);

  it('prints a table with a total line for one set', () => {
    const r = invasion(['cards', '--set', 'core']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+name\s+type\s+race\s+cost/);
    expect(lines.at(-1)).toMatch(/^\d+ cards · \d+ implemented · \d+ tested$/);
  }, 20_000);

  it('rejects an unknown set with exit code 2, listing the aliases', () => {
    const r = invasion(['cards', '--set', 'nonsense']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown set 'nonsense'");
    expect(r.stderr).toContain('core');
  }, 20_000);
});

describe('invasion simulate', () => {
  it('is deterministic: the same arguments give the same hash', () => {
    const run = () => {
      const r = invasion(['simulate', '--games', '20', '--seed', '5', '--json']);
      expect(r.code).toBe(0);
      return JSON.parse(r.stdout) as { completed: number; errors: number; hash: string; wins: number[]; games: number };
    };
    const a = run();
    const b = run();
    expect(a.games).toBe(20);
    expect(a.completed).toBe(20);
    expect(a.errors).toBe(0);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(b.hash).toBe(a.hash);
    const c = JSON.parse(invasion(['simulate', '--games', '20', '--seed', '6', '--json']).stdout) as { hash: string };
    expect(c.hash).not.toBe(a.hash);
  }, 20_000);

  it('rejects bad arguments with exit code 2', () => {
    expect(invasion(['simulate', '--games', 'lots']).code).toBe(2);
    const r = invasion(['simulate', '--games', '2', '--decks', 'dwarf,elves']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('dwarf, empire, orc, chaos');
  }, 20_000);
});

describe('invasion arena', () => {
  it('--json prints a line per game, then bot A\'s summary', () => {
    const r = invasion(['arena', '--bots', 'greedy,random', '--games', '2', '--seed', '3', '--decks', 'dwarf,orc', '--json']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).map((g) => g.seatA)).toEqual([0, 1]);
    expect(lines[0]).toMatchObject({ game: 0, seed: 3, decks: ['dwarf', 'orc'], bots: ['greedy', 'random'] });
    expect(Object.keys(lines[2]!)).toEqual(['games', 'wins', 'losses', 'draws', 'winRate', 'ci95', 'msPerDecisionP95']);
    expect(lines[2]!.games).toBe(2);
    // On two bot threads: the same games, in the same order.
    const threaded = invasion(['arena', '--bots', 'greedy,random', '--games', '2', '--seed', '3', '--decks', 'dwarf,orc', '--json', '--threads', '2'], undefined, 100_000);
    expect(threaded.code).toBe(0);
    const lines2 = threaded.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const outcome = (ls: Record<string, unknown>[]) => ls.slice(0, 2).map((g) => [g.game, g.seatA, g.winner, g.turns, g.decisions]);
    expect(outcome(lines2)).toEqual(outcome(lines));
    // From game 1, on threads too: the second game of the run above.
    const from = invasion(['arena', '--bots', 'greedy,random', '--games', '1', '--from', '1', '--seed', '3', '--decks', 'dwarf,orc', '--json', '--threads', '2'], undefined, 100_000);
    const lines3 = from.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(outcome(lines3).slice(0, 1)).toEqual(outcome(lines).slice(1, 2));
    expect(lines3[1]!.games).toBe(1);
    expect(invasion(['arena', '--bots', 'greedy,random', '--threads', '0']).code).toBe(2);
    expect(invasion(['arena', '--bots', 'greedy,random', '--from', '-1']).code).toBe(2);
  }, 200_000);

  it('Ctrl-C ends a long run: the record of the games played, exit code 130', async () => {
    const child = spawn(process.execPath, [BIN, 'arena', '--bots', 'greedy,random', '--games', '1000', '--seed', '3', '--json'], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += String(d)));
    const code = await new Promise<number | null>((resolve) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += String(d);
        // Interrupted once the first game is reported.
        if (stdout.includes('\n') && !child.killed) child.kill('SIGINT');
      });
      child.on('close', resolve);
    });
    expect(code).toBe(130);
    const lines = stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const summary = lines.at(-1)!;
    expect(summary.games).toBe(lines.length - 1);
    expect(summary.games).toBeGreaterThanOrEqual(1);
    expect(summary.games).toBeLessThan(1000);
    expect(stderr).toContain(`interrupted: ${String(summary.games)} of 1000 games played`);
  }, 60_000);

  it('rejects unknown bots and decks and bad numbers with exit code 2', () => {
    const bot = invasion(['arena', '--bots', 'greedy,deep-blue']);
    expect(bot.code).toBe(2);
    expect(bot.stderr).toContain("unknown bot 'deep-blue'; available: random, greedy, easy, normal, hard, ismcts");
    expect(invasion(['arena', '--bots', 'greedy,random', '--games', '0']).code).toBe(2);
    expect(invasion(['arena', '--bots', 'greedy,random', '--decks', 'dwarf,elves']).stderr).toContain("unknown deck 'elves'");
  }, 60_000);
});

describe('invasion play', () => {
  const dir = mkdtempSync(join(tmpdir(), 'invasion-cli-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('plays with piped input to the end of the game or of the input, exit 0, and saves it', () => {
    const save = join(dir, 'piped.json');
    const r = invasion(['play', '--seed', '3', '--vs', 'random', '--save', save], '1\n'.repeat(400));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('seed 3');
    expect(r.stdout).toMatch(/Game over|End of input/);
    const saved = JSON.parse(readFileSync(save, 'utf8')) as { format: number; decisions: unknown[] };
    expect(saved.format).toBe(1);
    expect(saved.decisions.length).toBeGreaterThan(2);
  }, 20_000);

  it('re-prompts on invalid input and quits on q once confirmed', () => {
    const r = invasion(['play', '--seed', '4', '--deck', 'chaos', '--opponent-deck', 'empire', '--save', join(dir, 'quit.json')], 'hello\n99\n?\nq\ny\n');
    expect(r.code).toBe(0);
    // The default opponent is the ISMCTS "normal" level.
    expect(r.stdout).toContain('vs the normal bot');
    expect(r.stdout).toContain("'hello' is not a command");
    expect(r.stdout).toContain('There is no 99 here');
    expect(r.stdout).toContain('why X');
    expect(r.stdout).toMatch(/Quit\? The game stays saved in .*quit\.json/);
  }, 20_000);

  it('--vs greedy: the greedy bot holds the other seat, is saved with the game and resumed with it', () => {
    const save = join(dir, 'greedy.json');
    const r = invasion(['play', '--seed', '3', '--vs', 'greedy', '--save', save], '1\n'.repeat(60));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('vs the greedy bot (P2, orc)');
    expect(r.stdout).toContain('--vs greedy');
    expect((JSON.parse(readFileSync(save, 'utf8')) as { vs: string }).vs).toBe('greedy');
    const resumed = invasion(['play', '--resume', save], 'q\ny\n');
    expect(resumed.stdout).toContain('vs the greedy bot');
    const unknown = invasion(['play', '--vs', 'deep-blue']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('available: random, greedy');
  }, 60_000);

  it('rejects an unknown deck with exit code 2, and a save file that is not one', () => {
    const r = invasion(['play', '--deck', 'goblins']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('dwarf, empire, orc, chaos');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format": 9}');
    const resumed = invasion(['play', '--resume', bad]);
    expect(resumed.code).toBe(2);
    expect(resumed.stderr).toContain('format 9 is not supported');
    expect(invasion(['replay', bad, '--to', '1']).code).toBe(2);
  }, 20_000);
});

describe('invasion help', () => {
  it('lists every command; an unknown command exits 2', () => {
    const r = invasion([]);
    expect(r.code).toBe(0);
    for (const c of ['play', 'replay', 'cards', 'simulate', 'bench', 'scenario', 'deck']) expect(r.stdout).toContain(`invasion ${c}`);
    expect(invasion(['frobnicate']).code).toBe(2);
  }, 20_000);
});

describe('invasion bench', () => {
  it('prints one JSON object with the measurements (short run)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/cli/src/bench.ts', '--json', '--seconds', '0.3'], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(0);
    const b = JSON.parse(r.stdout) as Record<string, number>;
    expect(Object.keys(b).sort()).toEqual(['bytesPerGameState', 'cloneMicros', 'decisions', 'decisionsPerSec', 'games', 'gamesPerSec', 'serializeMicros']);
    for (const v of Object.values(b)) expect(v).toBeGreaterThan(0);
  }, 20_000);
});
