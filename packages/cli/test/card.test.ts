import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { behaviourOf, CATALOGUE, isImplemented } from '@invasion/cards';
import { cardInfo, findCards } from '../src/cardInfo.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function invasion(...args: string[]) {
  const r = spawnSync(process.execPath, ['packages/cli/bin/invasion.js', 'card', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 20_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A card not implemented yet (cards get implemented over time: whichever is first). */
const NOT_IMPLEMENTED = CATALOGUE.find((c) => !isImplemented(c.id));

const found = (q: string) => {
  const r = findCards(q);
  return r.kind === 'found' ? `${r.card.id} ${r.via}` : `${r.kind}: ${r.candidates.map((c) => c.id).join(',')}`;
};

describe('findCards', () => {
  it('finds by id, by exact name (case and punctuation ignored), by a unique beginning or part of a name', () => {
    expect(found('01008')).toBe('01008 id');
    expect(found("GRIMGOR'S  spike")).toBe('02071 exact');
    expect(found('grimgors-spike')).toBe('02071 exact');
    expect(found('Dwarf Cannon')).toBe('01008 prefix');
    expect(found('ironhide')).toBe('01063 substring');
  });

  it('an exact name wins over longer names it begins', () => {
    // "Hate" begins other names too.
    expect(found('hate')).toBe('01110 exact');
  });

  it('several matches are ambiguous (two printings of one name too); none gives the nearest names', () => {
    expect(found('grimgor')).toBe('ambiguous: 01063,01073,02071');
    expect(found('Innovation')).toBe('ambiguous: 01119,03057');
    const none = findCards('dwarf canon crew');
    expect(none.kind).toBe('none');
    expect(none.kind !== 'found' && none.candidates[0]!.name).toBe('Dwarf Cannon Crew');
    expect(found('99999')).toBe('none: ');
  });
});

describe('cardInfo', () => {
  it('shows keywords with their values; a keyword-only card has no description beyond them', () => {
    const lines = cardInfo('01003').join('\n');
    expect(lines).toMatch(/^Hammerer of Karak Azul \(01003\)/);
    expect(lines).toMatch(/keywords\s+Toughness 1/);
    expect(lines).toMatch(/status\s+implemented/);
    expect(lines).toMatch(/text\s+its keywords are its whole text/);
  });
});

describe('invasion card', () => {
  it('shows one card: facts and our description (exit 0)', () => {
    const r = invasion('dwarf', 'cannon', 'crew');
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(/^Dwarf Cannon Crew \(01008\)\n/);
    for (const re of [/set\s+Core Set #8/, /type\s+Unit/, /race\s+Dwarf/, /cost\s+2/, /loyalty\s+2/, /power\s+1/, /hit points\s+2/, /traits\s+Engineer/, /keywords\s+—/, /unique\s+no/, /hero\s+no/, /status\s+implemented, tested/]) {
      expect(out).toMatch(re);
    }
    // Our description, wrapped: its first words follow the label.
    const firstWords = behaviourOf('01008')!.text.split(/\s+/).slice(0, 3).join(' ');
    expect(out.split('\n').find((l) => l.startsWith('  text'))).toContain(firstWords);
  }, 20_000);

  it.skipIf(!NOT_IMPLEMENTED)('says so for a card not implemented yet: stats only, no description; --json too', () => {
    const c = NOT_IMPLEMENTED!;
    const r = invasion(c.id);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${c.name} (${c.id})`);
    expect(r.stdout).toMatch(/status\s+not implemented yet — stats only/);
    expect(r.stdout).not.toMatch(/^ {2}text/m);
    const j = JSON.parse(invasion(c.id, '--json').stdout) as Record<string, unknown>;
    expect(j).toMatchObject({ id: c.id, name: c.name, type: c.type, set: c.packName, number: c.number, unique: c.unique, hero: c.hero, implemented: false, text: null });
  }, 20_000);

  it('--json prints one object', () => {
    const r = invasion('hammerer of karak azul', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(j).toMatchObject({ id: '01003', name: 'Hammerer of Karak Azul', set: 'Core Set', number: 3, type: 'Unit', race: 'Dwarf', keywords: { toughness: 1 }, unique: false, hero: false, implemented: true });
    const t = JSON.parse(invasion('01008', '--json').stdout) as Record<string, unknown>;
    expect(t.text).toBe(behaviourOf('01008')!.text);
  }, 20_000);

  it('several matches: exit 2 with up to 10 candidates; --json gives { error, candidates } on stdout', () => {
    const r = invasion('grimgor');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('did you mean');
    expect(r.stderr).toContain("01073 Grimgor's Camp (Support, Core Set)");
    const many = invasion('the');
    expect(many.code).toBe(2);
    expect(many.stderr.split('\n').filter((l) => /^ {2}\d{5} /.test(l))).toHaveLength(10);
    expect(many.stderr).toMatch(/\.\.\. and \d+ more/);
    const j = invasion('innovation', '--json');
    expect(j.code).toBe(2);
    const e = JSON.parse(j.stdout) as { error: string; candidates: { id: string; name: string }[] };
    expect(e.error).toContain("'innovation' matches 2 cards");
    expect(e.candidates.map((c) => c.id)).toEqual(['01119', '03057']);
  }, 20_000);

  it('no match: exit 2 with the nearest names; no name: usage, exit 2', () => {
    const r = invasion('dwarf canon crew', '--json');
    expect(r.code).toBe(2);
    const e = JSON.parse(r.stdout) as { error: string; candidates: { name: string }[] };
    expect(e.error).toContain("no card matches 'dwarf canon crew'");
    expect(e.candidates[0]!.name).toBe('Dwarf Cannon Crew');
    expect(r.stderr).toContain('01008 Dwarf Cannon Crew');
    expect(invasion().code).toBe(2);
  }, 20_000);
});
