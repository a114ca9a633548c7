/** Inferring the capital of a list that names none, and saying why. */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@invasion/cards';
import { inferCapital, parseDeckText, validateDeck } from '../src/index.js';

const id = (name: string): string => CATALOGUE.find((c) => c.name === name)!.id;
const deck = (entries: [string, number][]): string[] => entries.flatMap(([name, n]) => Array.from({ length: n }, () => id(name)));

describe('inferCapital', () => {
  it('a Dark Elf deck splashing Chaos cards: the Dark Elf capital, by the loyalty its cards carry', () => {
    const cards = deck([
      ['Disciple of Khaine', 3],
      ['Vile Sorceress', 3],
      ['Cold One Riders', 3],
      ['Hate', 3],
      ['Flames of Tzeentch', 2],
      ['Chaos Knights', 2],
      ['Chaos/Dark Elf Alliance', 2],
    ]);
    const r = inferCapital(cards);
    expect(r.board?.id).toBe('dark-elf');
    expect(r.reason).toContain('Dark Elf');
    expect(r.reason).toMatch(/next: 4 Chaos cards with 10 loyalty icons/);
  });

  it('an Orc deck splashing one Destruction card and a Destruction-only neutral: Orc', () => {
    const r = inferCapital(deck([['Crooked Teef Goblins', 3], ['Squig Herders', 3], ['Savage Marauders', 1], ['Chaos/Orc Alliance', 2]]));
    expect(r.board?.id).toBe('orc');
  });

  it('a race-only card leaves one legal board, whatever the other cards', () => {
    const r = inferCapital(deck([['Crooked Teef Goblins', 3], ['Squig Herders', 3], ['Night Goblins', 3], ['Bride of Khaine', 1]]));
    expect(r.board?.id).toBe('dark-elf');
    expect(r.reason).toContain('the only one with which every card is legal');
    expect(r.reason).toContain('Bride of Khaine');
  });

  it('a Hidden Kingdoms legend or race-only card points to its board', () => {
    expect(inferCapital(deck([['Queek Headtaker', 1], ['Night Goblins', 3]])).board?.id).toBe('skaven');
    expect(inferCapital(deck([['Abyssal Terror', 1], ['Hate', 3]])).board?.id).toBe('undead');
  });

  it('Hidden Kingdoms cards without a restriction point to their board by their trait', () => {
    expect(inferCapital(deck([['Frenzied Carnosaur', 3], ['Contested Village', 3]])).board?.id).toBe('lizardmen');
  });

  it('only neutral cards, or an exact tie: no capital, and the candidates', () => {
    const neutral = inferCapital(deck([['Contested Village', 3]]));
    expect(neutral.board).toBeNull();
    expect(neutral.candidates).toHaveLength(10);
    const tie = inferCapital(deck([['Defender of the Hold', 1], ['Reiksguard Knights', 1]]));
    expect(tie.board).toBeNull();
    expect(tie.candidates.map((b) => b.id)).toEqual(['dwarf', 'empire']);
  });

  it('no board makes every card legal: the one leaving the fewest illegal titles, so the verdict names real causes', () => {
    const cards = deck([['Crooked Teef Goblins', 3], ['Squig Herders', 3], ['Reiksguard Knights', 1]]);
    const r = inferCapital(cards);
    expect(r.board?.id).toBe('orc');
    expect(r.reason).toContain('no capital makes every card legal');
    const v = validateDeck({ capital: 'orc', cards }, { format: 'casual' });
    expect(v.problems.map((p) => p.code).sort()).toEqual(['mixed-affiliation', 'wrong-affiliation']);
  });

  it('no cards, no capital', () => {
    expect(inferCapital([]).board).toBeNull();
  });
});

describe('the capital of a parsed list', () => {
  it('inferred: said in a warning with the reason, and marked as inferred', () => {
    const d = parseDeckText('3x Disciple of Khaine\n1x Chaos Knights');
    expect(d.capital).toBe('dark-elf');
    expect(d.capitalSource).toBe('inferred');
    expect(d.capitalReason).toBeTruthy();
    expect(d.warnings.find((w) => w.code === 'capital-inferred')!.message).toContain(d.capitalReason!);
  });

  it('undecided: a problem naming the candidates and how to choose', () => {
    const d = parseDeckText('3x Contested Village');
    expect(d.capital).toBeNull();
    const p = d.problems.find((x) => x.code === 'ambiguous-capital')!;
    expect(p.message).toContain('Capital:');
    expect(p.message).toContain('--capital');
  });

  it('the caller can choose (--capital): it wins over inference and over the list, and says so', () => {
    const chosen = parseDeckText('3x Contested Village', { capital: 'Wood Elves' });
    expect(chosen.capital).toBe('wood-elf');
    expect(chosen.capitalSource).toBe('option');
    expect(chosen.problems).toEqual([]);
    const overridden = parseDeckText('Capital: Dwarf\n3x Contested Village', { capital: 'empire' });
    expect(overridden.capital).toBe('empire');
    expect(overridden.warnings.map((w) => w.code)).toEqual(['capital-option']);
    expect(parseDeckText('3x Contested Village', { capital: 'atlantis' }).problems.map((p) => p.code)).toEqual(['unknown-capital']);
  });

  it('a named capital is never replaced by inference, and two named capitals conflict', () => {
    const named = parseDeckText('Capital: Empire\n3x Defender of the Hold');
    expect(named.capital).toBe('empire');
    expect(named.capitalSource).toBe('list');
    expect(parseDeckText('Capital: Dwarf\nCapital: Orc\n1x Runesmith').problems.map((p) => [p.code, p.line])).toEqual([['capital-conflict', 2]]);
  });
});
