import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

  it('reports unimplemented cards before the game starts (exit 5)', () => {
    const r = run('play', '--deck', 'packages/decks/test/fixtures/dwarf-corruption.txt', '--seed', '1');
    expect(r.status).toBe(5);
    expect(r.stderr).toContain('not implemented yet');
    expect(r.stderr).toContain('Iron Defenders');
  });

  it('simulate --json: a refused deck is a JSON error object on stdout too, with its own exit code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deck-'));
    const binary = join(dir, 'image.txt');
    writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const typo = join(dir, 'typo.txt');
    writeFileSync(typo, 'Capital: Dwarf\n3x Defender of the Hold\n3x Qwertyuiop Slayers\n');
    const cases: [string, number, string][] = [
      ['packages/decks/test/fixtures/dwarf-corruption.txt', 5, 'unplayable'],
      [binary, 3, 'unreadable-file'],
      [typo, 4, 'unreadable-entries'],
    ];
    for (const [file, status, error] of cases) {
      const r = run('simulate', '--games', '1', '--seed', '1', '--decks', `${file},orc`, '--json');
      expect(r.status, file).toBe(status);
      const json = JSON.parse(r.stdout) as { error: string; option: string; file: string; message: string; problems: { line?: number }[]; unimplemented: { name: string; copies: number }[] };
      expect(json).toMatchObject({ error, file });
      expect(r.stderr).toContain(json.message);
      if (error === 'unplayable') expect(json.unimplemented).toContainEqual(expect.objectContaining({ name: 'Iron Defenders', copies: 3 }));
      if (error === 'unreadable-entries') expect(json.problems[0]!.line).toBe(3);
    }
    // Without --json, stdout stays empty.
    expect(run('simulate', '--games', '1', '--decks', `${binary},orc`).stdout).toBe('');
  });

  it('a deck file without a capital plays with the inferred one', () => {
    const f = join(mkdtempSync(join(tmpdir(), 'deck-')), 'dwarf.txt');
    writeFileSync(f, 'Units\n_ 3 Defender of the Hold\n-3x Hammerer of Karak Azul\nMountain Brigade x2\n');
    const r = run('simulate', '--games', '2', '--seed', '3', '--decks', `${f},orc`, '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).completed).toBe(2);
  });

  it('draft plays the drafted decks in the terminal game', () => {
    const saves = mkdtempSync(join(tmpdir(), 'draft-saves-'));
    const r = spawnSync('node', ['packages/cli/bin/invasion.js', 'draft', '--auto', '--seed', '4'], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', INVASION_SAVE_DIR: saves }, input: '1\n1\nq\ny\n' });
    expect(readdirSync(saves)).toHaveLength(1);
    rmSync(saves, { recursive: true, force: true });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The game starts');
    expect(r.stdout).toContain('you (P1, Order draft) vs the normal bot (P2, Destruction draft)');
    expect(r.stdout).toContain('You quit the game');
  });

  it('deck validate judges a tournament deck, and says whether it is playable here', () => {
    const r = run('deck', 'validate', 'packages/decks/test/fixtures/dwarf-tournament.txt', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ legal: true, playable: true, unimplemented: [] });
    const unplayable = run('deck', 'validate', 'packages/decks/test/fixtures/dwarf-corruption.txt', '--json');
    expect(unplayable.status).toBe(0);
    expect(JSON.parse(unplayable.stdout)).toMatchObject({ legal: true, playable: false, unimplemented: [expect.objectContaining({ name: 'Iron Defenders', copies: 3 })] });
  });

  it('deck validate exit codes: 1 illegal, 3 unreadable file, 4 unreadable lines, 2 bad arguments', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deck-'));
    const write = (name: string, text: string | Buffer): string => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    expect(run('deck', 'validate', write('short.txt', 'Capital: Dwarf\n3x Runesmith\n')).status).toBe(1);
    const bad = run('deck', 'validate', write('bad.o8d', '<deck><card>&#x110000;</card></deck>'));
    expect(bad.status).toBe(3);
    expect(bad.stderr).toMatch(/Bad XML at line 1, column \d+/);
    const lines = run('deck', 'validate', write('lines.txt', 'Capital: Dwarf\n_ 3 Runesmith\n3 3 Troll Slayers\n'));
    expect(lines.status).toBe(4);
    expect(lines.stdout).toContain('line 3');
    expect(run('deck', 'validate', join(dir, 'lines.txt'), '--bogus').status).toBe(2);
  });
});
