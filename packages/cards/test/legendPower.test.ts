/**
 * The sources give most legends' power only as a total over the three zones (catalogue report:
 * Legends); each implemented legend declares its split (docs/card-interpretations.md). The split must
 * add up to that total, and the catalogue's own split, where it has one, must be the card's.
 */
import { describe, expect, it } from 'vitest';
import { cardDef } from '@invasion/engine';
import '../src/index.js';
import { CATALOGUE, isImplemented } from '../src/index.js';

const legends = CATALOGUE.filter((c) => c.type === 'Legend' && isImplemented(c.id));

describe('implemented legends', () => {
  it('exist', () => {
    expect(legends.length).toBeGreaterThan(10);
  });

  it("split their power over the zones as the sources' total, or as the catalogue's split", () => {
    const wrong: string[] = [];
    for (const c of legends) {
      const split = cardDef(c.id).legendPower;
      if (!split) {
        wrong.push(`${c.id} ${c.name}: no per-zone power`);
        continue;
      }
      const sum = split.kingdom + split.quest + split.battlefield;
      if (c.legendPowerTotal !== undefined && sum !== c.legendPowerTotal) wrong.push(`${c.id} ${c.name}: ${sum} icons, the sources' total is ${c.legendPowerTotal}`);
      const lp = c.legendPower;
      if (lp && (lp.kingdom !== split.kingdom || lp.quest !== split.quest || lp.battlefield !== split.battlefield)) wrong.push(`${c.id} ${c.name}: the catalogue says ${lp.kingdom}-${lp.quest}-${lp.battlefield}`);
    }
    expect(wrong).toEqual([]);
  });
});
