import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const run = (...args: string[]) => spawnSync('node', ['packages/cli/bin/invasion.js', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, input: '' });

describe('deck files in play and simulate', () => {
  it('simulate plays a deck file against a starter deck', () => {
    const f = join(mkdtempSync(join(tmpdir(), 'deck-')), 'dwarf.txt');
    writeFileSync(f, 'Capital: Dwarf\n3x Defender of the Hold\n3 Hammerer of Karak Azul\nMountain Brigade x2\n');
    const r = run('simulate', '--games', '3', '--seed', '1', '--decks', `${f},orc`, '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).completed).toBe(3);
  });

  it('reports unimplemented cards before the game starts', () => {
    const r = run('play', '--deck', 'packages/decks/test/fixtures/dwarf-corruption.txt', '--seed', '1');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('not implemented yet');
    expect(r.stderr).toContain('Dwarf Miner');
  });

  it('draft plays the drafted decks in the terminal game', () => {
    const r = spawnSync('node', ['packages/cli/bin/invasion.js', 'draft', '--auto', '--seed', '4'], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, input: '1\n1\nq\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The game starts');
    expect(r.stdout).toContain('you (P1, Order draft) vs the random bot (P2, Destruction draft)');
    expect(r.stdout).toContain('You quit the game');
  });

  it('deck validate judges a tournament deck', () => {
    const r = run('deck', 'validate', 'packages/decks/test/fixtures/dwarf-tournament.txt', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).legal).toBe(true);
  });
});
