/**
 * The Core Set's prebuilt race decks (rules summary, Setup 1): each of the four races' Core Set
 * cards in the quantities the box contains, plus 10 neutral cards drawn at random from the Core
 * Set's neutral cards (the box's copies, the race's affiliation only). The draw is seeded, so a
 * deck is the same for the same seed; `STARTER_DECKS` use seed 1.
 */
import { randomInt, seedRng } from '@invasion/engine';
import { CATALOGUE } from './catalogue.js';
import { isImplemented } from './pool.js';
import { RACE_AFFILIATION, type CatalogueCard } from './catalogue-types.js';

export interface StarterDeck {
  name: string;
  capital: string;
  cards: string[];
}

const CORE_RACES = [
  { race: 'Dwarf', capital: 'dwarf' },
  { race: 'Empire', capital: 'empire' },
  { race: 'Orc', capital: 'orc' },
  { race: 'Chaos', capital: 'chaos' },
] as const;

/** Neutral cards a prebuilt deck adds. */
export const RANDOM_NEUTRALS = 10;
export const DEFAULT_STARTER_SEED = 1;

const isCorePlayable = (c: CatalogueCard) => c.cycle === 'Core Set' && c.type !== 'Draft' && (c.quantity ?? 0) > 0;

function copies(c: CatalogueCard): string[] {
  return Array.from({ length: c.quantity ?? 0 }, () => c.id);
}

/** The Core Set prebuilt deck of a race, with its 10 random neutral cards drawn with `seed`. */
export function coreStarterDeck(race: (typeof CORE_RACES)[number]['race'], seed = DEFAULT_STARTER_SEED): StarterDeck {
  const entry = CORE_RACES.find((r) => r.race === race);
  if (!entry) throw new Error(`no Core Set prebuilt deck for '${race}'`);
  const affiliation = RACE_AFFILIATION[race]!;
  const cards = CATALOGUE.filter((c) => isCorePlayable(c) && c.race === race).flatMap(copies);
  // The neutral pool: every copy in the box that this affiliation may use and the engine plays.
  const pool = CATALOGUE.filter((c) => isCorePlayable(c) && c.race === 'Neutral' && isImplemented(c.id) && (!c.deck.affiliation || c.deck.affiliation === affiliation)).flatMap(copies);
  const rng = { rng: seedRng(seed * 4 + CORE_RACES.indexOf(entry)) };
  for (let i = 0; i < RANDOM_NEUTRALS && pool.length > 0; i++) cards.push(pool.splice(randomInt(rng, 0, pool.length - 1), 1)[0]!);
  return { name: race.toLowerCase(), capital: entry.capital, cards };
}

export const STARTER_DECKS: readonly StarterDeck[] = CORE_RACES.map((r) => coreStarterDeck(r.race));

export function starterDeck(name: string): StarterDeck | undefined {
  return STARTER_DECKS.find((d) => d.name === name.toLowerCase());
}
