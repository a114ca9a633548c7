import { describe, expect, it } from 'vitest';
import { CAPITAL_BOARDS, capitalById } from '../src/capitals.js';

describe('capital boards', () => {
  it('has the six race boards and the four Hidden Kingdoms boards', () => {
    expect(CAPITAL_BOARDS.map((b) => b.id)).toEqual([
      'dwarf',
      'empire',
      'high-elf',
      'orc',
      'chaos',
      'dark-elf',
      'lizardmen',
      'wood-elf',
      'skaven',
      'undead',
    ]);
    expect(new Set(CAPITAL_BOARDS.map((b) => b.id)).size).toBe(10);
  });

  it('gives the race boards the standard zones', () => {
    for (const b of CAPITAL_BOARDS.filter((x) => !x.hiddenKingdom)) {
      expect(b.basePower).toEqual({ kingdom: 3, quest: 1, battlefield: 0 });
      expect(b.zoneHitPoints).toBe(8);
      expect(b.symbols).toEqual([b.race]);
      expect(b.legendTrait).toBeUndefined();
    }
  });

  it('sets affiliations', () => {
    const aff = Object.fromEntries(CAPITAL_BOARDS.map((b) => [b.id, b.affiliation]));
    expect(aff).toEqual({
      dwarf: 'Order',
      empire: 'Order',
      'high-elf': 'Order',
      orc: 'Destruction',
      chaos: 'Destruction',
      'dark-elf': 'Destruction',
      lizardmen: 'Order',
      'wood-elf': 'Order',
      skaven: 'Destruction',
      undead: 'Destruction',
    });
  });

  it('describes the Hidden Kingdoms boards', () => {
    for (const b of CAPITAL_BOARDS.filter((x) => x.hiddenKingdom)) {
      expect(b.legendTrait).toBe(b.race);
      expect(b.symbols).toEqual([b.race]);
      expect(b.zoneHitPoints).toBe(8);
      expect(b.description.length).toBeGreaterThan(20);
    }
    expect(capitalById('skaven')?.basePower).toEqual({ kingdom: 2, quest: 2, battlefield: 0 });
    expect(capitalById('undead')?.basePower).toEqual({ kingdom: 3, quest: 1, battlefield: 0 });
    expect(capitalById('Wood-Elf')?.race).toBe('Wood Elf');
    expect(capitalById('nowhere')).toBeUndefined();
  });
});
