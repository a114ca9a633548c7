/**
 * Card behaviours: what a card file adds to the catalogue's facts — its text in our own words and
 * its abilities in the engine's DSL. Each card file sits beside its test (`<file>.test.ts`).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Ability, AttachRule, Keywords } from '@invasion/engine';

export interface CardBehaviour {
  id: string;
  /** Rules-precise description in the project's own words, errata applied. */
  text: string;
  abilities?: readonly Ability[];
  attach?: AttachRule;
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

const behaviours = new Map<string, CardBehaviour>();

/** Declares a card's behaviour. Call as `defineCard(import.meta.url, '01005', { text, abilities })`. */
export function defineCard(file: string, id: string, b: Omit<CardBehaviour, 'id' | 'file'>): CardBehaviour {
  if (behaviours.has(id)) throw new Error(`card ${id} is defined twice`);
  const def: CardBehaviour = { id, file, ...b };
  behaviours.set(id, def);
  return def;
}

export function behaviourOf(id: string): CardBehaviour | undefined {
  return behaviours.get(id);
}
export function allBehaviours(): CardBehaviour[] {
  return [...behaviours.values()];
}

/** The test file beside a card file. */
export function testFileOf(b: CardBehaviour): string {
  return fileURLToPath(b.file).replace(/\.ts$/, '.test.ts');
}

/** Whether a card's test file exists beside it (what `cards --json` reports as tested). */
export function hasTestFile(b: CardBehaviour): boolean {
  return existsSync(testFileOf(b));
}
