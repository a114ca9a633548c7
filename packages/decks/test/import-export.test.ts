import { describe, expect, it } from 'vitest';
import { cardById } from '@invasion/cards';
import {
  DeckFileError,
  exportO8d,
  exportText,
  matchCard,
  O8D_GAME_ID,
  parseDeck,
  parseDeckText,
  parseO8d,
  validateDeck,
} from '../src/index.js';
import { readFixture } from './helpers.js';

const sorted = (ids: string[]): string[] => [...ids].sort();
const counts = (ids: string[]): Record<string, number> => {
  const r: Record<string, number> = {};
  for (const id of ids) r[cardById(id)!.name] = (r[cardById(id)!.name] ?? 0) + 1;
  return r;
};

describe('entry forms', () => {
  it.each([
    ['3x Troll Slayers', 3],
    ['3 x Troll Slayers', 3],
    ['3× Troll Slayers', 3],
    ['Troll Slayers x3', 3],
    ['Troll Slayers x 3', 3],
    ['3 Troll Slayers', 3],
    ['Troll Slayers (3)', 3],
    ['Troll Slayers (x3)', 3],
    ['x3 Troll Slayers', 3],
    ['Troll Slayers', 1],
    ['- 2x Troll Slayers', 2],
  ])('%s', (text, n) => {
    expect(parseDeckText(`Capital: Dwarf\n${text}`).cards).toEqual(Array.from({ length: n }, () => '01004'));
  });

  it('does not take the X of a name for a count', () => {
    expect(parseDeckText("Capital: Dark Elf\n2 Xirat'p").cards).toEqual(['10003', '10003'].map(() => parseDeckText("Xirat'p").cards[0]));
  });
});

describe('parseDeckText', () => {
  it('reads headers, the capital line, comments, blank lines and separators', () => {
    const d = parseDeckText(
      [
        '# a comment',
        '// another comment',
        'Capital: dwarf',
        '',
        'Units:',
        '3x Defender of the Hold, 2x Runesmith; Troll Slayers x3   // inline comment',
        'Tactics (12)',
        'Demolition!',
        'Supports',
        'Keystone Forge (2)',
        'Quests: 2x A Glorious Death',
      ].join('\n'),
    );
    expect(d.problems).toEqual([]);
    // The "Tactics (12)" header declares 12 cards where one is listed: said, not guessed.
    expect(d.warnings.map((w) => [w.code, w.line])).toEqual([['count-mismatch', 7]]);
    expect(d.capital).toBe('dwarf');
    expect(counts(d.cards)).toEqual({
      'Defender of the Hold': 3,
      Runesmith: 2,
      'Troll Slayers': 3,
      'Demolition!': 1,
      'Keystone Forge': 2,
      'A Glorious Death': 2,
    });
  });

  it.each([
    ['Capital: Dwarf', 'dwarf'],
    ['capital: HIGH ELF', 'high-elf'],
    ['Capital: high-elf', 'high-elf'],
    ['CAPITAL - Dark Elves', 'dark-elf'],
    ['Capital: Wood Elf capital', 'wood-elf'],
    ['Capital board: lizardmen', 'lizardmen'],
    ['Skaven Capital', 'skaven'],
  ])('capital line %s', (line, id) => {
    expect(parseDeckText(`${line}\nContested Village`).capital).toBe(id);
  });

  it('reports an unknown capital and conflicting capitals', () => {
    expect(parseDeckText('Capital: Atlantis\nContested Village').problems.map((p) => p.code)).toEqual(['unknown-capital']);
    expect(parseDeckText('Capital: Dwarf\nCapital: Orc\nContested Village').problems.map((p) => p.code)).toEqual(['capital-conflict']);
  });

  it('keeps commas that belong to a title', () => {
    const d = parseDeckText('Capital: Wood Elf\nAriel, Queen in the Woods, 2x Eternal Guard');
    expect(counts(d.cards)).toEqual({ 'Ariel, Queen in the Woods': 1, 'Eternal Guard': 2 });
  });

  it.each(['Dwarf/Empire Alliance', 'Alliance - Dwarf and Empire', 'Dwarf Empire Alliance', 'Empire/Dwarf Alliance', 'dwarf & empire alliance', 'Alliance: Dwarfs and Empire'])(
    'alliance spelling %s',
    (name) => {
      const d = parseDeckText(`Capital: Dwarf\n2x ${name}`);
      expect(d.problems).toEqual([]);
      expect(d.cards).toEqual(['01122', '01122']);
    },
  );

  it.each(["Sigmar's Blessed", 'Sigmar’s Blessed', 'Sigmar`s Blessed', 'Sigmars Blessed', 'SIGMAR S BLESSED', 'sigmar’s   blessed!'])('apostrophes and case: %s', (name) => {
    const d = parseDeckText(`Capital: Empire\n${name}`);
    expect(d.warnings).toEqual([]);
    expect(d.cards).toEqual(['01031']);
  });

  it('ignores accents', () => {
    expect(parseDeckText('Capital: Dwarf\nDéfender of the Höld').cards).toEqual(['01001']);
  });

  it('accepts a unique close match with a warning naming the correction', () => {
    const d = parseDeckText('Capital: Dwarf\n2x Troll Slayer\nKing Kazadorr\nDefender of Hold\nGrudge Throwers');
    expect(d.problems).toEqual([]);
    expect(counts(d.cards)).toEqual({ 'Troll Slayers': 2, 'King Kazador': 1, 'Defender of the Hold': 1, 'Grudge Thrower': 1 });
    expect(d.resolved).toEqual([
      { from: 'Troll Slayer', to: 'Troll Slayers', via: 'fuzzy', line: 2 },
      { from: 'King Kazadorr', to: 'King Kazador', via: 'fuzzy', line: 3 },
      { from: 'Defender of Hold', to: 'Defender of the Hold', via: 'fuzzy', line: 4 },
      { from: 'Grudge Throwers', to: 'Grudge Thrower', via: 'fuzzy', line: 5 },
    ]);
    expect(d.warnings.map((w) => w.code)).toEqual(['fuzzy-match', 'fuzzy-match', 'fuzzy-match', 'fuzzy-match']);
    expect(d.warnings[0]!.message).toContain('Troll Slayers');
    expect(d.warnings[0]!.line).toBe(2);
    const v = validateDeck('Capital: Dwarf\nTroll Slayer', { format: 'casual' });
    expect(v.legal).toBe(true);
    expect(v.resolved).toEqual([{ from: 'Troll Slayer', to: 'Troll Slayers', via: 'fuzzy', line: 2 }]);
  });

  it('rejects ambiguous names listing the candidates', () => {
    const d = parseDeckText('Capital: High Elf\nTyriol\nBig Buns\nMountain Brigan');
    expect(d.cards).toEqual([]);
    expect(d.problems.map((p) => p.code)).toEqual(['ambiguous-card', 'ambiguous-card', 'ambiguous-card']);
    expect(d.problems[0]!.message).toContain('Tyriel');
    expect(d.problems[0]!.message).toContain('Tyrion');
    expect(d.problems[2]!.message).toContain('Mountain Brigade, Mountain Brigands');
    const m = matchCard('Tyriol');
    expect(m.ok).toBe(false);
    if (!m.ok) expect(m.candidates.sort()).toEqual(['Tyriel', 'Tyrion']);
  });

  it('titles that differ only by punctuation are told apart by spelling', () => {
    expect(parseDeckText('Infiltrate!').cards).toEqual(['01120']);
    expect(parseDeckText('Infiltrate').cards).toEqual(['02004']);
  });

  it('rejects unknown names listing the best 3 candidates', () => {
    const d = parseDeckText('Capital: Dwarf\nKazador');
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0]!.code).toBe('unknown-card');
    expect(d.problems[0]!.message).toContain('King Kazador');
    const m = matchCard('Flibbertigibbet');
    expect(m.ok).toBe(false);
    if (!m.ok) expect(m.candidates).toHaveLength(3);
  });

  it('drops nothing silently: every other line is read or reported', () => {
    const text = readFixture('messy-forum.txt');
    const d = parseDeckText(text);
    expect(d.problems).toEqual([]);
    expect(d.name).toContain('Grudgebearers');
    expect(d.cards).toHaveLength(28);
    expect(d.resolved.map((r) => r.to)).toEqual(['Troll Slayers', 'Grudge Thrower']);
    expect(d.capital).toBe('dwarf');
    expect(d.warnings.map((w) => w.code)).toContain('capital-inferred');
    const noisy = parseDeckText(`${text}\nnot a card\n3x Qwertyuiop\nThis list did well at our local store, thanks everyone`);
    expect(noisy.problems.map((p) => [p.code, p.line])).toEqual([
      ['unknown-card', 23],
      ['unknown-card', 24],
    ]);
    // A sentence (more words than any title, no count) is a comment, and said so.
    expect(noisy.warnings.filter((w) => w.code === 'ignored-line').map((w) => w.line)).toEqual([25]);
  });

  it('infers the capital only when the cards allow exactly one', () => {
    const dwarf = parseDeckText('3x Defender of the Hold\nContested Village');
    expect(dwarf.capital).toBe('dwarf');
    expect(dwarf.warnings.map((w) => w.code)).toEqual(['capital-inferred']);
    expect(parseDeckText('Chameleon Stalker\nFrenzied Carnosaur\nDefender of the Hold').capital).toBe('lizardmen');
    expect(parseDeckText('Rat Swarm x6\nCrooked Teef Goblins').capital).toBe('skaven');
    // Two Order races: the one whose cards carry more loyalty (Defender of the Hold and Reiksguard Knights have 1 each).
    expect(parseDeckText('3x Defender of the Hold\nReiksguard Knights').capital).toBe('dwarf');
    // An exact tie, or only neutral cards: the cards do not decide, and the list must say.
    for (const text of ['Defender of the Hold\nReiksguard Knights', 'Contested Village']) {
      const undecided = parseDeckText(text);
      expect(undecided.capital).toBeNull();
      expect(validateDeck(undecided, { format: 'casual' }).problems.map((p) => p.code)).toEqual(['ambiguous-capital']);
    }
  });

  it('reports an empty list', () => {
    expect(parseDeckText('# nothing\n\n').problems.map((p) => p.code)).toEqual(['empty-deck']);
  });
});

describe('OCTGN .o8d', () => {
  it('imports by card name', () => {
    const d = parseO8d(readFixture('dwarf.o8d'));
    expect(d.problems).toEqual([]);
    expect(d.capital).toBe('dwarf');
    expect(counts(d.cards)).toEqual({
      'Defender of the Hold': 3,
      'Hammerer of Karak Azul': 3,
      'Mountain Brigade': 2,
      'Dwarf/Empire Alliance': 1,
      'Keystone Forge': 2,
      'Demolition!': 1,
    });
  });

  it('round trips: export then import gives the same deck', () => {
    const deck = parseDeckText(readFixture('dwarf-tournament.txt'));
    const xml = exportO8d(deck);
    expect(xml).toContain(`game="${O8D_GAME_ID}"`);
    expect(xml).toContain('id="01001"');
    const back = parseDeck(xml);
    expect(back.problems).toEqual([]);
    expect(back.capital).toBe(deck.capital);
    expect(sorted(back.cards)).toEqual(sorted(deck.cards));
    // Reprints keep their printing, and names needing escapes survive.
    const reprint = { capital: 'orc', cards: ['03057', '03057', '01119', '01067'] };
    const again = parseO8d(exportO8d(reprint));
    expect(sorted(again.cards)).toEqual(sorted(reprint.cards));
    expect(again.capital).toBe('orc');
  });

  it('text export groups by type with counts and a Capital line, and reads back', () => {
    const deck = { capital: 'wood-elf', cards: ['12010', '12012', '12012', '03057', '01001'] };
    const text = exportText(deck);
    expect(text).toContain('Capital: Wood Elf');
    expect(text).toMatch(/Legends \(1\):\n1x Ariel, Queen in the Woods/);
    expect(text).toMatch(/Units \(3\):/);
    expect(text).toContain('2x Eternal Guard');
    const back = parseDeckText(text);
    expect(back.problems).toEqual([]);
    expect(back.capital).toBe('wood-elf');
    expect(sorted(back.cards)).toEqual(sorted(deck.cards));
  });

  it('bad XML is a DeckFileError', () => {
    expect(() => parseO8d('<deck><section name="x"><card qty="1">A</section></deck>')).toThrow(DeckFileError);
    expect(() => parseO8d('<deck>')).toThrow(/line 1, column \d+: unclosed tag: deck/);
    expect(() => parseO8d('<notadeck/>')).toThrow(/not <deck>/);
    expect(validateDeck('<deck><card></deck>').problems.map((p) => p.code)).toEqual(['bad-xml']);
  });
});
