import { describe, expect, it } from 'vitest';
import { deckStats } from '../src/index.js';
import { dwarf50, times } from './helpers.js';

describe('deckStats', () => {
  it('counts a small known deck', () => {
    const cards = [...times('01001', 3), ...times('01011', 2), '01007', '01014', '01102', '01111'];
    const s = deckStats({ capital: 'dwarf', cards });
    expect(s.total).toBe(9);
    expect(s.uniqueTitles).toBe(6);
    expect(s.byType).toEqual({ Unit: 6, Support: 2, Tactic: 1 });
    expect(s.byRace).toEqual({ Dwarf: 7, Chaos: 1, Neutral: 1 });
    expect(s.costCurve).toEqual({ '0': 0, '1': 4, '2': 1, '3': 0, '4': 2, '5': 0, '6+': 1, X: 1 });
    expect(s.loyalty.byRace).toEqual({ Dwarf: 13, Chaos: 3 });
    expect(s.loyalty.total).toBe(16);
    expect(s.loyalty.max).toBe(5);
    expect(s.loyalty.maxCard).toBe('01007');
    expect(s.power).toEqual({ units: 10, supports: 2, total: 12 });
    expect(s.hitPoints).toEqual({ units: 21 });
    expect(s.averageCost).toBe(2.5);
    expect(s.unknown).toEqual([]);
  });

  it('counts reprints as one title and skips unknown ids', () => {
    const s = deckStats({ capital: null, cards: ['01119', '03057', '99999'] });
    expect(s.total).toBe(2);
    expect(s.uniqueTitles).toBe(1);
    expect(s.unknown).toEqual(['99999']);
  });

  it('adds up the fixture deck', () => {
    const s = deckStats({ capital: 'dwarf', cards: dwarf50() });
    expect(s.total).toBe(50);
    expect(Object.values(s.byType).reduce((a, b) => a + b, 0)).toBe(50);
    expect(Object.values(s.costCurve).reduce((a, b) => a + b, 0)).toBe(50);
  });
});
