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
});
