/**
 * The card catalogue: facts only (no printed rules or flavour text), one entry per card.
 * Built by `npm run catalogue` from ../shared/cards into packages/cards/data/catalogue.json.
 */
export const CARD_TYPES = ['Unit', 'Support', 'Tactic', 'Quest', 'Legend', 'Fulcrum', 'Draft'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const RACES = ['Dwarf', 'Empire', 'High Elf', 'Orc', 'Chaos', 'Dark Elf', 'Neutral'] as const;
export type Race = (typeof RACES)[number];

/** The four Hidden Kingdoms races: neutral cards restricted to a neutral capital board. */
export const HIDDEN_RACES = ['Lizardmen', 'Wood Elf', 'Skaven', 'Undead'] as const;
export type HiddenRace = (typeof HIDDEN_RACES)[number];

/** Cycle names by the first two digits of a card id. */
export const CYCLES: Readonly<Record<string, string>> = Object.freeze({
  '01': 'Core Set',
  '02': 'Corruption Cycle',
  '03': 'Assault on Ulthuan',
  '04': 'Enemy Cycle',
  '05': 'March of the Damned',
  '06': 'Morrslieb Cycle',
  '07': 'Legends',
  '08': 'Capital Cycle',
  '09': 'Bloodquest Cycle',
  '10': 'Eternal War Cycle',
  '11': 'Cataclysm',
  '12': 'Hidden Kingdoms',
});

/** Order or Destruction, for each race and Hidden Kingdoms race. */
export const RACE_AFFILIATION: Readonly<Record<string, 'Order' | 'Destruction'>> = Object.freeze({
  Dwarf: 'Order',
  Empire: 'Order',
  'High Elf': 'Order',
  Orc: 'Destruction',
  Chaos: 'Destruction',
  'Dark Elf': 'Destruction',
  Lizardmen: 'Order',
  'Wood Elf': 'Order',
  Skaven: 'Destruction',
  Undead: 'Destruction',
});

export type ZoneName = 'kingdom' | 'quest' | 'battlefield';

/** Keywords with their values ('X' when the card defines X elsewhere in its text): the engine's type. */
export type { Keywords } from '@invasion/engine';
import type { Keywords } from '@invasion/engine';

export interface DeckRestrictions {
  /** "Order only" / "Destruction only". */
  affiliation?: 'Order' | 'Destruction';
  /** "<Race> only" (e.g. "Orc only", "Skaven only"): the deck's capital must be this race. */
  raceOnly?: Race | HiddenRace;
  /** "non-<Race> only": the deck's capital must not be this race. */
  notRace?: Race | HiddenRace;
  /** Copy-limit exception printed on the card (e.g. "up to 6 copies"). */
  maxCopies?: number;
}

export interface CatalogueCard {
  /** 5-digit unique_id: 2-digit cycle + 3-digit printed number. */
  id: string;
  name: string;
  /** Pack code, e.g. 'core-set'. */
  pack: string;
  packName: string;
  /** Cycle name, e.g. 'Core Set', 'Corruption Cycle'. */
  cycle: string;
  /** Printed collector number within its cycle. */
  number: number;
  type: CardType;
  race: Race;
  /** Printed cost; 'X' for variable; null for cards without a cost (draft format cards). */
  cost: number | 'X' | null;
  /** Number of loyalty icons (0 when none). */
  loyalty: number;
  /** Power icons of a unit/support; null when the card has none printed. */
  power: number | null;
  /** Legends: power icons per zone. */
  legendPower?: { kingdom: number; quest: number; battlefield: number };
  hitPoints: number | null;
  /**
   * True when the printed hit points are X (defined by the card's own ability); hitPoints is then 0,
   * the value X takes when nothing defines it.
   */
  hitPointsX?: true;
  /**
   * Legends whose per-zone split is not in the sources: the total number of power icons over the
   * three zones (legendPower is then absent and power is null).
   */
  legendPowerTotal?: number;
  /**
   * Fields whose printed value is in neither source; the value stored for them is a placeholder
   * (see catalogue-report.md). Absent when every field is known.
   */
  undetermined?: ('cost' | 'loyalty' | 'power' | 'hitPoints' | 'legendPower' | 'text')[];
  traits: string[];
  unique: boolean;
  hero: boolean;
  keywords: Keywords;
  /** "Battlefield only" etc.: the only zone the card may enter play in. */
  entry: ZoneName | null;
  deck: DeckRestrictions;
  /** Copies in the product (pack or box). */
  quantity: number | null;
  /** Race symbols the card provides while in play (alliances provide two; race cards their own). */
  raceSymbols: Race[];
  /**
   * 'none': no text; 'keywords': the card's whole behaviour is its stats, traits and keywords;
   * 'abilities': it has abilities beyond keywords (needs a behaviour implementation).
   */
  textKind: 'none' | 'keywords' | 'abilities';
}

export interface CapitalBoard {
  id: string; // 'dwarf', 'lizardmen', ...
  name: string;
  race: Race | HiddenRace;
  affiliation: 'Order' | 'Destruction';
  hiddenKingdom: boolean;
  /** Race symbols the board provides for loyalty. */
  symbols: (Race | HiddenRace)[];
  /** Base power printed on each zone. */
  basePower: { kingdom: number; quest: number; battlefield: number };
  /** Starting hit points of each zone. */
  zoneHitPoints: number;
  /** Legends with this trait may only be played with this board (Hidden Kingdoms). */
  legendTrait?: HiddenRace;
  /** The board's effect, in this project's own words. */
  description: string;
}
