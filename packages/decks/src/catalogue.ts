/**
 * The few catalogue facts the deck tools need, built from `@invasion/cards`' CATALOGUE and
 * CAPITAL_BOARDS only (the engine and card packages are being rewritten; this keeps the decks
 * package's surface on them small).
 */
import { CAPITAL_BOARDS, CATALOGUE, type CapitalBoard, type CatalogueCard } from '@invasion/cards';

const BY_ID = new Map<string, CatalogueCard>(CATALOGUE.map((c) => [c.id, c]));

/** A card by its 5-digit catalogue id. */
export function cardById(id: string): CatalogueCard | undefined {
  return BY_ID.get(id);
}

/** Order or Destruction for a race or Hidden Kingdoms race, as its capital board says. */
const AFFILIATION_OF_RACE = new Map<string, 'Order' | 'Destruction'>(CAPITAL_BOARDS.map((b) => [b.race, b.affiliation]));

export function raceAffiliation(race: string): 'Order' | 'Destruction' | undefined {
  return AFFILIATION_OF_RACE.get(race);
}

/** The Hidden Kingdoms races (Lizardmen, Wood Elf, Skaven, Undead): races with a neutral capital board. */
export const HIDDEN_KINGDOM_RACES: ReadonlySet<string> = new Set(CAPITAL_BOARDS.filter((b) => b.hiddenKingdom).map((b) => b.race));

/** A capital board by its id ('dwarf', 'wood-elf'). */
export function boardById(id: string): CapitalBoard | undefined {
  return CAPITAL_BOARDS.find((b) => b.id === id);
}
