import { describe, expect, it } from 'vitest';
import { STARTER_DECKS, cardById } from '@invasion/cards';
import { TOURNAMENT_LISTS, validateDeck, type DeckFormat } from '../src/index.js';
import { dwarf50, pad, readFixture, times } from './helpers.js';

const codes = (capital: string | null, cards: string[], format: DeckFormat = 'tournament'): string[] =>
  validateDeck({ capital, cards }, { format }).problems.map((p) => p.code);

describe('tournament lists data', () => {
  it('names the FAQ restricted and banned cards by catalogue id', () => {
    expect(TOURNAMENT_LISTS.restricted.map((e) => e.id).sort()).toEqual(
      ['01116', '01119', '03057', '04002', '04005', '04025', '04042', '04117', '05007'].sort(),
    );
    expect(TOURNAMENT_LISTS.banned.map((e) => e.id)).toEqual(['06008']);
    for (const e of [...TOURNAMENT_LISTS.restricted, ...TOURNAMENT_LISTS.banned]) expect(cardById(e.id)?.name).toBe(e.name);
  });
});

describe('validateDeck', () => {
  it('accepts the 50-card Dwarf fixture as a tournament deck', () => {
    const r = validateDeck(readFixture('dwarf-tournament.txt'), { format: 'tournament' });
    expect(r.problems).toEqual([]);
    expect(r.legal).toBe(true);
    expect(r.capital).toBe('dwarf');
    expect(r.cards).toHaveLength(50);
    expect(r.format).toBe('tournament');
  });

  it('no-capital: needs a capital board', () => {
    expect(codes('dwarf', dwarf50())).toEqual([]);
    expect(codes(null, dwarf50())).toEqual(['no-capital']);
    expect(codes('atlantis', dwarf50())).toEqual(['unknown-capital']);
    expect(codes('High Elf', pad(['01051']))).toEqual([]); // a race name works as well as a board id
  });

  it('mixed-affiliation: Order and Destruction never mix', () => {
    const mixed = [...dwarf50().slice(0, 49), '01056'];
    const r = validateDeck({ capital: 'dwarf', cards: mixed });
    expect(r.problems.map((p) => p.code)).toEqual(expect.arrayContaining(['mixed-affiliation', 'wrong-affiliation']));
    expect(r.problems.find((p) => p.code === 'mixed-affiliation')!.message).toContain('Crooked Teef Goblins');
    // Destruction-only neutral (an alliance) in an Order deck also mixes.
    expect(codes('dwarf', [...dwarf50().slice(0, 49), '01125'])).toContain('mixed-affiliation');
  });

  it('wrong-affiliation: race cards follow the capital affiliation (Hidden Kingdoms boards too)', () => {
    expect(codes('dwarf', [...dwarf50().slice(0, 48), '01027', '01027'])).toEqual([]); // Empire cards in a Dwarf deck
    expect(codes('orc', dwarf50())).toContain('wrong-affiliation');
    expect(codes('lizardmen', dwarf50())).toEqual([]); // Lizardmen board is Order
    expect(codes('skaven', pad(times('01056', 3)))).toEqual([]); // Skaven board is Destruction
    expect(codes('skaven', dwarf50())).toContain('wrong-affiliation');
    expect(codes('undead', dwarf50())).toContain('wrong-affiliation');
    expect(codes('wood-elf', pad(times('01081', 3)))).toContain('wrong-affiliation');
  });

  it('race-only: "X only" cards need that capital', () => {
    expect(codes('dwarf', pad(times('10045', 3)))).toEqual([]);
    const p = validateDeck({ capital: 'empire', cards: pad(times('10045', 3)) }).problems;
    expect(p.map((x) => x.code)).toEqual(['race-only']);
    expect(p[0]!.message).toContain('Iron Defenders');
    expect(codes('lizardmen', pad(times('12003', 3)))).toEqual([]);
    expect(codes('wood-elf', pad(times('12003', 3)))).toEqual(['race-only']);
    expect(codes('skaven', pad(times('12021', 6)))).toEqual([]);
  });

  it('not-race: "non-X only" cards must not have that capital', () => {
    expect(codes('empire', pad(['12040']))).toEqual([]);
    expect(codes('dwarf', pad(['12040']))).toEqual(['not-race']);
  });

  it('draft-card: draft format cards are never allowed', () => {
    const r = validateDeck({ capital: 'dwarf', cards: [...dwarf50().slice(0, 49), '01128'] }, { format: 'casual' });
    expect(r.problems.map((p) => p.code)).toEqual(['draft-card']);
    expect(r.problems[0]!.message).toContain('Cut Supply Lines');
  });

  it('legend-capital: legends need the matching capital', () => {
    expect(codes('dwarf', [...dwarf50().slice(0, 49), '07001'])).toEqual([]);
    const r = validateDeck({ capital: 'empire', cards: pad(['07001']) });
    expect(r.problems.map((p) => p.code)).toEqual(['legend-capital']);
    expect(r.problems[0]!.message).toContain('Grombrindal');
    expect(codes('lizardmen', pad(['12001']))).toEqual([]);
    expect(codes('wood-elf', pad(['12001']))).toEqual(['legend-capital']);
    expect(codes('undead', pad(['12028']))).toEqual([]);
    expect(codes('skaven', pad(['12028']))).toEqual(['legend-capital']);
  });

  it('too-few-cards / too-many-cards: 50 to 100 cards in tournament play only', () => {
    const short = dwarf50().slice(0, 49);
    expect(codes('dwarf', short)).toEqual(['too-few-cards']);
    expect(codes('dwarf', short, 'casual')).toEqual([]);
    expect(codes('dwarf', pad(dwarf50(), 100))).toEqual([]);
    expect(codes('dwarf', pad(dwarf50(), 101))).toEqual(['too-many-cards']);
  });

  it('too-many-copies: at most 3 per title, across reprints, honouring printed limits', () => {
    const four = [...dwarf50().slice(0, 49), '01001'];
    const r = validateDeck({ capital: 'dwarf', cards: four });
    expect(r.problems.map((p) => p.code)).toEqual(['too-many-copies']);
    expect(r.problems[0]!.message).toContain('Defender of the Hold');
    // casual play only warns
    const casual = validateDeck({ capital: 'dwarf', cards: four }, { format: 'casual' });
    expect(casual.legal).toBe(true);
    expect(casual.warnings.map((w) => w.code)).toEqual(['too-many-copies']);
    // Innovation is printed twice: 2 + 2 copies is 4 of one title.
    expect(codes('dwarf', pad(['01119', '01119', '03057', '03057']))).toContain('too-many-copies');
    // Rat Swarm allows 6, Spoils of War only 1.
    expect(codes('skaven', pad(times('12021', 6)))).toEqual([]);
    expect(codes('skaven', pad(times('12021', 7)))).toEqual(['too-many-copies']);
    expect(codes('dwarf', pad(['08039']))).toEqual([]);
    expect(codes('dwarf', pad(['08039', '08039']))).toEqual(['too-many-copies']);
  });

  it('restricted: one restricted title per deck, any legal number of copies', () => {
    expect(codes('dwarf', pad(times('01116', 3)))).toEqual([]);
    expect(codes('dwarf', pad(['01119', '03057', '01119']))).toEqual([]); // one title, two printings
    const two = validateDeck({ capital: 'dwarf', cards: pad(['01116', '04002']) });
    expect(two.problems.map((p) => p.code)).toEqual(['restricted']);
    expect(two.problems[0]!.message).toContain('Mining Tunnels');
    expect(two.problems[0]!.message).toContain('Warpstone Excavation');
    expect(codes('dwarf', pad(['01116', '04002']), 'casual')).toEqual([]);
  });

  it('banned: none in tournament play', () => {
    expect(codes('empire', pad(['06008']))).toEqual(['banned']);
    expect(codes('empire', pad(['06008']), 'casual')).toEqual([]);
  });

  it('unknown-card: ids outside the catalogue are problems', () => {
    expect(codes('dwarf', [...dwarf50().slice(0, 49), '99999'])).toEqual(['unknown-card']);
  });

  it('the starter decks are legal casual decks', () => {
    expect(STARTER_DECKS.length).toBe(4);
    for (const d of STARTER_DECKS) {
      const r = validateDeck({ capital: d.capital, cards: d.cards }, { format: 'casual' });
      expect(r.problems, d.name).toEqual([]);
      expect(r.legal).toBe(true);
    }
  });
});
