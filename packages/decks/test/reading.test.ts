/** Reading lines as published: exact counts, or an error naming the line. */
import { describe, expect, it } from 'vitest';
import { cardById } from '../src/catalogue.js';
import { parseDeckText, readLineEntries } from '../src/index.js';

/** "3x Name | 2x Name" of what a line reads as, or its errors' codes. */
function read(line: string): string {
  const r = readLineEntries(line);
  if (r.errors.length) return `ERROR ${r.errors.map((e) => e.code).join(' ')}`;
  return r.entries.map((e) => `${e.count}x ${e.card.name}`).join(' | ');
}
const counts = (text: string): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const id of parseDeckText(text).cards) out[cardById(id)!.name] = (out[cardById(id)!.name] ?? 0) + 1;
  return out;
};

describe('counts are read exactly, whatever is in front of them', () => {
  it.each([
    ['_ 3 Wurrzag', '3x Wurrzag'],
    ['_3 Wurrzag', '3x Wurrzag'],
    ['-3x Troll Slayers', '3x Troll Slayers'],
    ['- 3x Troll Slayers', '3x Troll Slayers'],
    ['• 3 Troll Slayers', '3x Troll Slayers'],
    ['* 3× Troll Slayers', '3x Troll Slayers'],
    ['> x3 Troll Slayers', '3x Troll Slayers'],
    ['3 X Troll Slayers', '3x Troll Slayers'],
    ['3* Troll Slayers', '3x Troll Slayers'],
    ['Troll Slayers -- 3', '3x Troll Slayers'],
    ['Troll Slayers: 3', '3x Troll Slayers'],
    ['Troll Slayers (3 copies)', '3x Troll Slayers'],
    ["2 Xirat'p", "2x Xirat'p"],
    ['10x Rat Swarm', '10x Rat Swarm'],
  ])('%s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it.each([
    ['0x Runesmith', 'a count of 0'],
    ['101 Runesmith', 'more copies than a deck can hold'],
    ['3 3 Runesmith', 'two counts in a row'],
    ['3x', 'a count without a card'],
    ['3x Runesmith 2x', 'a count at the end with no card'],
    ['3x Runesmith (2)', 'two different counts for one card'],
    ['3x Runesmith Troll Slayers', 'two cards with one count'],
    ['Runesmith x3 Troll Slayers', 'a card without a count among cards with one'],
    ['3x Runesmith Troll Slayers x2', 'names and counts that do not pair'],
  ])('%s is an error (%s), never a guess', (line) => {
    expect(read(line)).toMatch(/^ERROR .*bad-count/);
  });

  it('a line number that could be a count is an error naming the line; numbering before a count is dropped', () => {
    const d = parseDeckText('Capital: Dwarf\n1. 3x Runesmith\n2) x2 Troll Slayers\n7. Troll Slayers');
    expect(counts('Capital: Dwarf\n1. 3x Runesmith\n2) x2 Troll Slayers')).toEqual({ Runesmith: 3, 'Troll Slayers': 2 });
    expect(d.problems.map((p) => [p.code, p.line])).toEqual([['bad-count', 4]]);
    expect(d.problems[0]!.message).toContain('line 4');
  });
});

describe('several entries on one line', () => {
  it.each([
    ["3 Pillage 3 Rip Dere 'Eads Off! 2 Waaagh!", "3x Pillage | 3x Rip Dere 'Eads Off! | 2x Waaagh!"],
    ['3x Runesmith 3x Troll Slayers 2x Dwarf Ranger', '3x Runesmith | 3x Troll Slayers | 2x Dwarf Ranger'],
    ['Runesmith x3 Troll Slayers x3', '3x Runesmith | 3x Troll Slayers'],
    ['Runesmith 3 Troll Slayers 2', '3x Runesmith | 2x Troll Slayers'],
    ['3x Runesmith, Troll Slayers, 2x Dwarf Ranger', '3x Runesmith | 1x Troll Slayers | 2x Dwarf Ranger'],
    ['3x Runesmith; 2x Troll Slayers | 1x Dwarf Ranger + 2x Keystone Forge', '3x Runesmith | 2x Troll Slayers | 1x Dwarf Ranger | 2x Keystone Forge'],
    ["3x Bule, Lord of Pus, 2x Smash 'em, Bash 'em", "3x Bule, Lord of Pus | 2x Smash 'em, Bash 'em"],
    ['3 | Runesmith', '3x Runesmith'],
    ["3 Pillage, 3 Rip Dere 'Eads Off! and 2 Waaagh!", "3x Pillage | 3x Rip Dere 'Eads Off! | 2x Waaagh!"],
    ['Runesmith x3 and Troll Slayers x2', '3x Runesmith | 2x Troll Slayers'],
    ['3x Runesmith Apprentice 2x Runesmith', '3x Runesmith Apprentice | 2x Runesmith'],
  ])('%s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it('headers carrying entries: "Units: 3x A 3x B 3x C", "Support (5) - ..."', () => {
    expect(counts('Capital: Dwarf\nUnits: 3x Runesmith 3x Troll Slayers 3x Dwarf Ranger\nSupport (5) - 3x Keystone Forge 2x Grudge Thrower\nTactics 2x Demolition!')).toEqual({
      Runesmith: 3,
      'Troll Slayers': 3,
      'Dwarf Ranger': 3,
      'Keystone Forge': 3,
      'Grudge Thrower': 2,
      'Demolition!': 2,
    });
  });
});

describe('notes, markup and links around names', () => {
  it.each([
    ['3x Eltharion the Grim (one copy starts on the board)', '3x Eltharion the Grim'],
    ['3x Troll Slayers (Core Set)', '3x Troll Slayers'],
    ['3x Troll Slayers: the best two-drop', '3x Troll Slayers'],
    ['3x Troll Slayers - cut for more quests?', '3x Troll Slayers'],
    ['3x Troll Slayers — great against Orcs', '3x Troll Slayers'],
    ['Troll Slayers x3 (swap in Runesmiths vs Chaos)', '3x Troll Slayers'],
    ['Troll Slayers...........3', '3x Troll Slayers'],
    ['“Troll Slayers” x3', '3x Troll Slayers'],
    ['3x Troll Slayers*', '3x Troll Slayers'],
  ])('%s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it.each([
    ['3x [whi]Troll Slayers[/whi]'],
    ['3x [b]Troll Slayers[/b]'],
    ['[*]3x Troll Slayers'],
    ['3x [url=http://www.cardgamedb.com/index.php/wh/_/core/troll-slayers-r4]Troll Slayers[/url]'],
    ['3x [Troll Slayers](https://example.org/cards/troll-slayers)'],
    ['3x <a href="https://example.org/troll-slayers">Troll Slayers</a>'],
    ['3x <b>Troll&nbsp;Slayers</b>'],
    ['3x **Troll Slayers** https://example.org/a-link-after-it'],
    ['3x Troll Slayers   // comment'],
    ['3x Troll Slayers # comment'],
  ])('%s', (line) => {
    expect(counts(`Capital: Dwarf\n${line}`)).toEqual({ 'Troll Slayers': 3 });
  });

  it('words after a counted title with no separator are read as a note, and said', () => {
    const d = parseDeckText('Capital: Dwarf\n3x Troll Slayers are great here');
    expect(counts('Capital: Dwarf\n3x Troll Slayers are great here')).toEqual({ 'Troll Slayers': 3 });
    expect(d.warnings.map((w) => [w.code, w.line])).toEqual([['ignored-words', 2]]);
    expect(d.warnings[0]!.message).toContain('are great here');
  });

  it('a pack or id note picks the printing of a reprinted title', () => {
    expect(parseDeckText('2x Innovation (Assault on Ulthuan)\n1x Innovation (Core Set)\nInnovation (03057)').cards.sort()).toEqual(['01119', '03057', '03057', '03057']);
  });
});

describe('lines that are not cards', () => {
  it('headers, subtotals, totals, separators and metadata are recognised, and declared counts checked', () => {
    const text = [
      'Deck name: Stonebeards', // 1
      'Author: someone',
      '[Cards]',
      'The Deck (12 cards)',
      '=====================', // 5
      'Support Cards',
      '3x Keystone Forge',
      '-- 3',
      '14 Tactics:',
      '3x Demolition!', // 10
      '-- 22 Units',
      '3x Runesmith',
      '3x Troll Slayers',
      '-- 6',
      'Total Card Count 12', // 15
      '~~~',
    ].join('\n');
    const d = parseDeckText(text);
    expect(d.problems.filter((p) => p.code !== 'ambiguous-capital')).toEqual([]);
    expect(d.name).toBe('Stonebeards');
    expect(d.cards).toHaveLength(12);
    // "14 Tactics:" declared 14 where 3 follow, and "-- 22 Units" closed those 3: both said.
    expect(d.warnings.filter((w) => w.code === 'count-mismatch').map((w) => w.line)).toEqual([11]);
  });

  it('a total that disagrees with the cards read is said', () => {
    const d = parseDeckText('Capital: Dwarf\n3x Runesmith\nTotal: 4');
    expect(d.warnings.map((w) => [w.code, w.line])).toEqual([['count-mismatch', 3]]);
  });

  it('sentences and titles are comments, and said; short unknown lines are errors', () => {
    const d = parseDeckText('Stonebeard Grudges\nCapital: Dwarf\nThis is the deck I took to the store championship last week.\n3x Runesmith\nGood luck\n');
    expect(d.warnings.map((w) => [w.code, w.line])).toEqual([
      ['ignored-line', 1],
      ['ignored-line', 3],
    ]);
    expect(d.problems.map((p) => [p.code, p.line])).toEqual([['unknown-card', 5]]);
  });

  it('cards under a sideboard heading are not in the deck, and said', () => {
    const d = parseDeckText('Capital: Dwarf\n3x Runesmith\nSideboard:\n2x Troll Slayers\nUnits\n1x Dwarf Ranger');
    expect(counts('Capital: Dwarf\n3x Runesmith\nSideboard:\n2x Troll Slayers\nUnits\n1x Dwarf Ranger')).toEqual({ Runesmith: 3, 'Dwarf Ranger': 1 });
    expect(d.warnings.map((w) => w.code)).toEqual(['set-aside']);
    expect(d.warnings[0]!.message).toContain('2x Troll Slayers');
  });

  it('capital lines in their usual forms, and a capital that is not a board', () => {
    for (const line of ['Capital: Dwarfs', 'Dwarf capital', 'Capital Board - Dwarf', 'Race: Dwarf', 'Faction: Dwarves', 'Capital: Dwarf (Karaz-a-Karak)']) {
      expect(parseDeckText(`${line}\n1x Runesmith`).capital).toBe('dwarf');
    }
    expect(parseDeckText('Faction: Order\n1x Runesmith').capitalSource).toBe('inferred');
    expect(parseDeckText('Capital: Karak Eight Peaks\n1x Runesmith').problems.map((p) => [p.code, p.line])).toEqual([['unknown-capital', 1]]);
  });
});
