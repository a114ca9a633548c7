/**
 * Starter decks for the four Core Set races, built from the cards implemented so far: the race's
 * implemented cards (3 copies each, or the card's copy limit), its affiliation's implemented neutral
 * cards, then cards of the allied races of the same affiliation, up to 45 cards. When the Core Set's
 * abilities are implemented these become the Core Set prebuilt decks.
 */
import { CATALOGUE } from './catalogue.js';
import { isKeywordOnly } from './pool.js';
import { RACE_AFFILIATION, type CatalogueCard } from './catalogue-types.js';

export interface StarterDeck {
  name: string;
  capital: string;
  cards: string[];
}

const AFFILIATION = RACE_AFFILIATION;
const TARGET_SIZE = 45;

function fitsAffiliation(c: CatalogueCard, affiliation: 'Order' | 'Destruction'): boolean {
  if (c.deck.raceOnly || c.deck.notRace) return false;
  if (c.race === 'Neutral') return !c.deck.affiliation || c.deck.affiliation === affiliation;
  return AFFILIATION[c.race] === affiliation;
}

function build(race: string, capital: string): StarterDeck {
  const affiliation = AFFILIATION[race]!;
  const usable = CATALOGUE.filter((c) => isKeywordOnly(c) && fitsAffiliation(c, affiliation));
  const groups = [
    usable.filter((c) => c.race === race),
    usable.filter((c) => c.race === 'Neutral'),
    usable.filter((c) => c.race !== race && c.race !== 'Neutral'),
  ];
  const cards: string[] = [];
  for (const group of groups) {
    for (const c of group) {
      const copies = Math.min(3, c.deck.maxCopies ?? 3);
      for (let i = 0; i < copies && cards.length < TARGET_SIZE; i++) cards.push(c.id);
    }
  }
  return { name: race.toLowerCase(), capital, cards };
}

export const STARTER_DECKS: readonly StarterDeck[] = [
  build('Dwarf', 'dwarf'),
  build('Empire', 'empire'),
  build('Orc', 'orc'),
  build('Chaos', 'chaos'),
];

export function starterDeck(name: string): StarterDeck | undefined {
  return STARTER_DECKS.find((d) => d.name === name.toLowerCase());
}
