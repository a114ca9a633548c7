/**
 * Card behaviours: what a card file adds to the catalogue's facts — its text in our own words and
 * its abilities in the card language ('@invasion/engine/dsl'). A card file exports the value
 * `defineCard` returns; each set folder's index lists its card files explicitly, and the pool is
 * built from those lists (nothing registers itself on import). Each card file sits beside its test.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AbilityDef, AttachDef, Keywords, LastingDef } from '@invasion/engine';

export interface CardBehaviour {
  id: string;
  /** Rules-precise description in the project's own words, errata applied. */
  text: string;
  abilities?: readonly AbilityDef[];
  attach?: AttachDef;
  /** Lasting behaviours its effects start, by key (conditional actions, delayed effects, shields). */
  lasting?: Readonly<Record<string, LastingDef>>;
  /** Keyword values the card's text defines (Toughness X where X is computed is a constant ability). */
  keywords?: Keywords;
  /**
   * A legend's power per zone when the catalogue's sources give only its total: the card file sets
   * it and says where the split comes from.
   */
  legendPower?: { kingdom: number; quest: number; battlefield: number };
  /** The card file's URL, to find its test beside it. */
  file: string;
}

/** Declares a card's behaviour: `export default defineCard(import.meta.url, '01005', { text, abilities })`. */
export function defineCard(file: string, id: string, b: Omit<CardBehaviour, 'id' | 'file'>): CardBehaviour {
  return { id, file, ...b };
}

/** The test file beside a card file. */
export function testFileOf(b: CardBehaviour): string {
  return fileURLToPath(b.file).replace(/\.ts$/, '.test.ts');
}

/** Whether a card's test file exists beside it (what `cards --json` reports as tested). */
export function hasTestFile(b: CardBehaviour): boolean {
  return existsSync(testFileOf(b));
}
