import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  analyseText,
  buildCatalogue,
  DEFAULT_OUT_DIR,
  DEFAULT_SHARED_DIR,
  serialiseCatalogue,
  writeCatalogue,
} from '../scripts/build-catalogue.js';
import { CATALOGUE, cardById, cardsBySet, CYCLES, parseCatalogue, SET_ALIASES } from '../src/catalogue.js';
import type { CatalogueCard } from '../src/catalogue-types.js';

const card = (id: string): CatalogueCard => {
  const c = cardById(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};

describe('catalogue contents', () => {
  it('has 1,133 cards with unique, sorted ids', () => {
    expect(CATALOGUE).toHaveLength(1133);
    const ids = CATALOGUE.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('derives cycle and number from the id', () => {
    for (const c of CATALOGUE) {
      expect(c.cycle).toBe(CYCLES[c.id.slice(0, 2)]);
      expect(c.number).toBe(Number(c.id.slice(2)));
    }
  });

  it('gives every unit hit points and a power value', () => {
    for (const c of CATALOGUE.filter((x) => x.type === 'Unit')) {
      expect(c.hitPoints, c.id).not.toBeNull();
      expect(c.power, c.id).not.toBeNull();
    }
  });

  it('knows Defender of the Hold', () => {
    expect(card('01001')).toMatchObject({
      name: 'Defender of the Hold',
      race: 'Dwarf',
      type: 'Unit',
      cost: 1,
      loyalty: 1,
      power: 1,
      hitPoints: 1,
      entry: 'battlefield',
      quantity: 3,
      pack: 'core-set',
      cycle: 'Core Set',
      number: 1,
      raceSymbols: ['Dwarf'],
      textKind: 'keywords',
      unique: false,
      hero: false,
    });
  });

  it('reads keywords', () => {
    expect(card('01003').keywords).toEqual({ toughness: 1 });
    expect(card('01003').textKind).toBe('keywords');
    expect(card('01027').keywords).toEqual({ counterstrike: 2 });
    expect(card('01035').keywords).toEqual({ scout: true });
    expect(card('01111').keywords).toEqual({ limited: true });
    expect(card('10096').keywords).toEqual({ raider: 2, scout: true });
    expect(card('12013').keywords).toEqual({ counterstrike: 4, ambush: 3 });
    expect(card('05044').keywords).toEqual({ necromancy: true });
    expect(card('08010').keywords.feared).toBe(1);
    expect(card('05032').keywords.savage).toBe(1);
  });

  it('does not count keywords that an ability grants', () => {
    // Dwarf Thunderer only gains Toughness under a condition.
    expect(card('07005').keywords).toEqual({});
    expect(card('07005').textKind).toBe('abilities');
  });

  it('treats a keyword with a value of X as an ability', () => {
    expect(card('01012').keywords.toughness).toBe('X');
    expect(card('01012').textKind).toBe('abilities');
  });

  it('knows King Kazador is a unique hero with Toughness 2', () => {
    expect(card('01007')).toMatchObject({ hero: true, unique: true, keywords: { toughness: 2 }, cost: 6, loyalty: 5 });
    expect(card('01007').traits).toContain('Hero');
  });

  it('knows the alliances', () => {
    expect(card('01122')).toMatchObject({
      race: 'Neutral',
      raceSymbols: ['Dwarf', 'Empire'],
      deck: { affiliation: 'Order' },
      textKind: 'keywords',
    });
    expect(card('01125').deck.affiliation).toBe('Destruction');
    expect(card('04078').raceSymbols).toEqual(['Dwarf', 'Empire', 'High Elf']);
    expect(card('04079').raceSymbols).toEqual(['Orc', 'Chaos', 'Dark Elf']);
  });

  it('reads deck restrictions', () => {
    expect(card('10013').deck).toEqual({ raceOnly: 'Orc' });
    expect(card('12021').deck).toEqual({ raceOnly: 'Skaven', maxCopies: 6 });
    expect(card('12040').deck).toEqual({ notRace: 'Dwarf' });
    expect(card('12049').deck).toEqual({ notRace: 'Chaos' });
    expect(card('12003').deck.raceOnly).toBe('Lizardmen');
  });

  it('reads entry restrictions', () => {
    expect(card('01033').entry).toBe('quest');
    expect(card('08052').entry).toBe('kingdom');
    expect(card('09048').entry).toBe('quest');
  });

  it('gives legends per-zone power where the sources have it', () => {
    expect(card('10001')).toMatchObject({ type: 'Legend', legendPower: { kingdom: 1, quest: 2, battlefield: 1 }, power: 1, unique: true });
    expect(card('07036')).toMatchObject({ legendPower: { kingdom: 2, quest: 2, battlefield: 2 }, power: 2 });
    for (const c of CATALOGUE.filter((x) => x.type === 'Legend')) {
      expect(c.unique).toBe(true);
      if (c.legendPower) expect(c.power).toBe(Math.min(c.legendPower.kingdom, c.legendPower.quest, c.legendPower.battlefield));
      else expect(c.legendPowerTotal, c.id).toBeTypeOf('number');
    }
  });

  it('keeps Hero and unique consistent', () => {
    for (const c of CATALOGUE) {
      expect(c.hero).toBe(c.traits.includes('Hero'));
      if (c.hero) expect(c.unique).toBe(true);
    }
  });

  it('has race symbols only from race cards and alliances', () => {
    for (const c of CATALOGUE) {
      if (c.race !== 'Neutral') expect(c.raceSymbols).toEqual([c.race]);
      else if (c.raceSymbols.length) expect(c.name).toMatch(/Alliance/);
    }
  });

  it('stores traits without full stops or restriction words', () => {
    for (const c of CATALOGUE) {
      for (const t of c.traits) {
        expect(t).not.toMatch(/[.,]|\bonly\b|^\s|\s$/i);
      }
    }
  });

  it('keeps strings short (no rules or flavour text)', () => {
    for (const c of CATALOGUE) {
      for (const [key, value] of Object.entries(c)) {
        if (typeof value === 'string' && key !== 'name') expect(value.length, `${c.id}.${key}`).toBeLessThanOrEqual(60);
      }
      for (const t of c.traits) expect(t.length).toBeLessThanOrEqual(30);
    }
  });
});

describe('sets', () => {
  it('resolves aliases, cycle names, pack codes and pack names', () => {
    expect(cardsBySet('core')).toHaveLength(131);
    expect(cardsBySet('CC')).toHaveLength(120);
    expect(cardsBySet('corruption')).toHaveLength(120);
    expect(cardsBySet('Corruption Cycle')).toHaveLength(120);
    expect(cardsBySet('the-skavenblight-threat')).toHaveLength(20);
    expect(cardsBySet('The Skavenblight Threat')).toHaveLength(20);
    expect(cardsBySet('hk')).toHaveLength(55);
    expect(cardsBySet('Hidden-Kingdoms')).toHaveLength(55);
    expect(cardsBySet('legends')).toHaveLength(55);
    expect(cardsBySet('no such set')).toEqual([]);
    for (const [alias, cycle] of Object.entries(SET_ALIASES)) {
      const cards = cardsBySet(alias);
      expect(cards.length, alias).toBeGreaterThan(0);
      expect(cards.every((c) => c.cycle === cycle)).toBe(true);
    }
  });
});

describe('validation', () => {
  it('names the bad card and field', () => {
    const broken = JSON.parse(JSON.stringify(CATALOGUE)) as Record<string, unknown>[];
    broken[0]!.loyalty = -2;
    expect(() => parseCatalogue(broken)).toThrow(/01001 \(Defender of the Hold\), field loyalty/);
    const dup = JSON.parse(JSON.stringify(CATALOGUE.slice(0, 2))) as Record<string, unknown>[];
    dup.push(dup[0]!);
    expect(() => parseCatalogue(dup)).toThrow(/appears twice/);
  });
});

describe('text analysis', () => {
  // Synthetic phrases, not card texts.
  it('accepts keyword clauses at the start only', () => {
    expect(analyseText('Toughness 2. Scout.')).toMatchObject({ keywords: { toughness: 2, scout: true }, residualLength: 0 });
    expect(analyseText('Order only. Ambush 1.Action: do a thing.')).toMatchObject({
      keywords: { ambush: 1 },
      deck: { affiliation: 'Order' },
    });
    expect(analyseText('Each unit here gains Toughness 1.').keywords).toEqual({});
    expect(analyseText('Limit one Hero per zone.')).toMatchObject({ heroLimit: true, residualLength: 0 });
    expect(analyseText('Battlefield only. Raider 2.')).toMatchObject({ entry: 'battlefield', keywords: { raider: 2 }, residualLength: 0 });
    expect(analyseText('Non-Orc only. Savage X. X is two.')).toMatchObject({ deck: { notRace: 'Orc' }, keywords: { savage: 'X' } });
  });
});

describe('builder', () => {
  const built = buildCatalogue(DEFAULT_SHARED_DIR);

  it('matches the committed data byte for byte and is deterministic', () => {
    const again = buildCatalogue(DEFAULT_SHARED_DIR);
    expect(serialiseCatalogue(again.cards)).toBe(serialiseCatalogue(built.cards));
    expect(again.report).toBe(built.report);
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    try {
      const out = writeCatalogue(built, dir);
      expect(readFileSync(out.catalogue, 'utf8')).toBe(readFileSync(join(DEFAULT_OUT_DIR, 'catalogue.json'), 'utf8'));
      expect(readFileSync(out.report, 'utf8')).toBe(readFileSync(join(DEFAULT_OUT_DIR, 'catalogue-report.md'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes one card per line', () => {
    const text = readFileSync(join(DEFAULT_OUT_DIR, 'catalogue.json'), 'utf8');
    expect(text.split('\n')).toHaveLength(1133 + 3);
  });

  it('copies no run of ten words from the source texts into the catalogue or report', () => {
    const words = (s: string) => s.toLowerCase().replace(/\u2019/g, "'").match(/[a-z0-9']+/g) ?? [];
    const shingles = new Set<string>();
    const sources = [
      ...(JSON.parse(readFileSync(join(DEFAULT_SHARED_DIR, 'cards', 'whi_full.json'), 'utf8')) as { rules_text?: string }[]).map((c) => c.rules_text ?? ''),
      ...(JSON.parse(readFileSync(join(DEFAULT_SHARED_DIR, 'cards', 'cards-alt.json'), 'utf8')) as { text?: string | null }[]).map((c) => c.text ?? ''),
    ];
    for (const t of sources) {
      const w = words(t);
      for (let i = 0; i + 10 <= w.length; i++) shingles.add(w.slice(i, i + 10).join(' '));
    }
    for (const text of [serialiseCatalogue(built.cards), built.report]) {
      const w = words(text);
      const copied: string[] = [];
      for (let i = 0; i + 10 <= w.length; i++) {
        const s = w.slice(i, i + 10).join(' ');
        if (shingles.has(s)) copied.push(s);
      }
      expect(copied).toEqual([]);
    }
  });

  it('has every disagreement of the checked cycles checked against outside evidence, and no stale check', () => {
    expect(built.review).toEqual({ unchecked: [], stale: [] });
    expect(built.report).toContain('### Checked against evidence outside the sources');
  });

  it('reports the counts and the legend power order', () => {
    expect(built.report).toContain('kingdom-quest-battlefield');
    for (const kind of ['none', 'keywords', 'abilities']) {
      const n = built.cards.filter((c) => c.textKind === kind).length;
      expect(built.report).toContain(`| ${kind} | ${n} |`);
    }
  });
});
