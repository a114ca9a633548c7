import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const run = (...args: string[]) => spawnSync('node', ['packages/cli/bin/invasion.js', 'scenario', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('invasion scenario', () => {
  it('passes the example scenarios (exit 0)', () => {
    const r = run('scenarios/toughness-cancels-combat-damage.json');
    expect(r.stdout).toContain('PASS');
    expect(r.status).toBe(0);
  });

  it('prints a readable diff and exits 1 when an expectation fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-'));
    const f = join(dir, 'fail.json');
    writeFileSync(f, JSON.stringify({ players: [{ capital: 'orc', deck: ['01001'] }, { capital: 'orc', deck: ['01001'] }], expect: { 'p1.resources': 5 } }));
    const r = run(f);
    expect(r.stdout).toContain('p1.resources: expected 5, got 0');
    expect(r.status).toBe(1);
  });

  it('names the bad field of a malformed file and exits 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-'));
    const f = join(dir, 'bad.json');
    writeFileSync(f, JSON.stringify({ players: [{ capital: 'orc', deck: [], resources: -1 }, { capital: 'orc' }] }));
    const r = run(f);
    expect(r.stdout).toContain('players.0.resources');
    expect(r.status).toBe(2);
  });

  it('rejects an impossible board as an invalid scenario (exit 2), naming the card and its place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-'));
    const f = join(dir, 'impossible.json');
    writeFileSync(f, JSON.stringify({ players: [{ capital: 'orc', deck: ['01001'], battlefield: { cards: ['Plague Bomb'] } }, { capital: 'orc', deck: ['01001'] }] }));
    const r = run(f);
    expect(r.stdout).toContain('INVALID');
    expect(r.stdout).toContain('invalid scenario:');
    expect(r.stdout).toContain("player 1's battlefield: Plague Bomb is a tactic");
    expect(r.status).toBe(2);
    const j = run(f, '--json');
    expect(j.status).toBe(2);
    expect((JSON.parse(j.stdout) as { results: { errorKind: string }[] }).results[0]!.errorKind).toBe('invalid');
  }, 20_000);

  it('reports an error the engine throws while running a valid file as an engine error (exit 1)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-'));
    const f = join(dir, 'boom.json');
    const deck = ['01001', '01001'];
    writeFileSync(f, JSON.stringify({ name: 'boom', players: [{ capital: 'orc', deck, hand: ['Test Boom'] }, { capital: 'dwarf', deck }], decisions: [{ type: 'play', card: 'Test Boom' }] }));
    // The preload adds "Test Boom", a tactic whose effect throws, to the real command's card pool.
    const r = spawnSync('node', ['--import', './packages/cli/test/engineErrorPreload.mjs', 'packages/cli/bin/invasion.js', 'scenario', f], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(r.stdout).toContain(`ENGINE ERROR ${f} — boom`);
    expect(r.stdout).toContain('engine error (a bug in the engine, not a problem with the file): test explosion inside an effect');
    expect(r.stdout).not.toContain('invalid scenario');
    expect(r.stderr).toContain('at '); // the stack, for the bug report
    expect(r.status).toBe(1);
  }, 20_000);
});
