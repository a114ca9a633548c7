/**
 * Deck legality: the construction rules of the rulebook (capital, affiliation, race-only cards,
 * legends, draft format cards) and, for tournament play, the size and copy limits and the FAQ's
 * restricted and banned lists (data/tournament-lists.json).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CAPITAL_BOARDS, type CapitalBoard, type CatalogueCard } from '@invasion/cards';
import { HIDDEN_KINGDOM_RACES, cardById, raceAffiliation } from './catalogue.js';
import { matchCapital } from './names.js';
import type { Deck, DeckFormat, DeckProblem, Resolution } from './types.js';

export type Affiliation = 'Order' | 'Destruction';


export const TOURNAMENT_MIN_CARDS = 50;
export const TOURNAMENT_MAX_CARDS = 100;
export const DEFAULT_MAX_COPIES = 3;

const listSchema = z.object({
  version: z.string(),
  source: z.string(),
  restricted: z.array(z.object({ id: z.string().regex(/^\d{5}$/), name: z.string() }).strict()),
  banned: z.array(z.object({ id: z.string().regex(/^\d{5}$/), name: z.string() }).strict()),
});
export type TournamentLists = z.infer<typeof listSchema>;

function loadLists(): TournamentLists {
  const url = new URL('../data/tournament-lists.json', import.meta.url);
  const lists = listSchema.parse(JSON.parse(readFileSync(url, 'utf8')));
  for (const entry of [...lists.restricted, ...lists.banned]) {
    const card = cardById(entry.id);
    if (!card || card.name !== entry.name) {
      throw new Error(`data/tournament-lists.json: ${entry.id} is ${card ? `"${card.name}"` : 'not in the catalogue'}, not "${entry.name}"`);
    }
  }
  return lists;
}

/** The FAQ's restricted and banned lists (catalogue ids). */
export const TOURNAMENT_LISTS: TournamentLists = loadLists();
const RESTRICTED = new Set(TOURNAMENT_LISTS.restricted.map((e) => e.id));
const BANNED = new Set(TOURNAMENT_LISTS.banned.map((e) => e.id));

/** "a Dwarf", "an Orc". */
const article = (word: string): string => (/^[AEIOU]/i.test(word) ? 'an' : 'a');

const isHiddenRace = (t: string): boolean => HIDDEN_KINGDOM_RACES.has(t);

/** The Hidden Kingdoms race of a legend (its Lizardmen/Wood Elf/Skaven/Undead trait), if any. */
export function hiddenLegendRace(card: CatalogueCard): string | undefined {
  if (card.type !== 'Legend' || card.race !== 'Neutral') return undefined;
  return card.traits.find(isHiddenRace);
}

/**
 * The side a card belongs to: race cards by their race, neutral cards by an "Order/Destruction only"
 * restriction, a Hidden Kingdoms race-only card or legend by that board's affiliation; otherwise null.
 */
export function cardAffiliation(card: CatalogueCard): Affiliation | null {
  if (card.race !== 'Neutral') return raceAffiliation(card.race) ?? null;
  if (card.deck.affiliation) return card.deck.affiliation;
  if (card.deck.raceOnly) return raceAffiliation(card.deck.raceOnly) ?? null;
  const hidden = hiddenLegendRace(card);
  return hidden ? (raceAffiliation(hidden) ?? null) : null;
}

/** The capital race a card demands, if any (race-only cards and legends). */
export function requiredCapitalRace(card: CatalogueCard): string | undefined {
  if (card.deck.raceOnly) return card.deck.raceOnly;
  if (card.type === 'Legend') return card.race !== 'Neutral' ? card.race : hiddenLegendRace(card);
  return undefined;
}

/** Problems of one card against a capital board (each title is checked once). */
export function cardProblemsWithCapital(card: CatalogueCard, capital: CapitalBoard): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const aff = cardAffiliation(card);
  if (aff && aff !== capital.affiliation) {
    const why = card.race !== 'Neutral' ? `${article(card.race)} ${card.race} card` : `${article(aff)} ${aff}-only card`;
    problems.push({
      code: 'wrong-affiliation',
      card: card.id,
      message: `${card.name} (${card.id}) is ${why} (${aff}); the ${capital.race} capital is ${capital.affiliation}.`,
    });
  }
  if (card.deck.raceOnly && card.deck.raceOnly !== capital.race) {
    problems.push({
      code: 'race-only',
      card: card.id,
      message: `${card.name} (${card.id}) is ${card.deck.raceOnly} only: it needs the ${card.deck.raceOnly} capital, not the ${capital.race} capital.`,
    });
  }
  if (card.deck.notRace && card.deck.notRace === capital.race) {
    problems.push({
      code: 'not-race',
      card: card.id,
      message: `${card.name} (${card.id}) is non-${card.deck.notRace} only: it cannot be used with the ${capital.race} capital.`,
    });
  }
  if (card.type === 'Legend') {
    const need = card.race !== 'Neutral' ? card.race : hiddenLegendRace(card);
    if (need && need !== capital.race) {
      problems.push({
        code: 'legend-capital',
        card: card.id,
        message: `${card.name} (${card.id}) is ${article(need)} ${need} legend: it needs the ${need} capital, not the ${capital.race} capital.`,
      });
    }
  }
  return problems;
}

export interface ValidateOptions {
  format?: DeckFormat;
}

export interface ValidationResult {
  legal: boolean;
  format: DeckFormat;
  /** Capital board id, or null when there is none. */
  capital: string | null;
  /** Catalogue ids, one per copy. */
  cards: string[];
  problems: DeckProblem[];
  warnings: DeckProblem[];
  resolved: Resolution[];
}

/** Check a deck (catalogue ids; capital board id or name) against the rules of a format. */
export function checkDeck(deck: Deck, format: DeckFormat): { problems: DeckProblem[]; warnings: DeckProblem[] } {
  const problems: DeckProblem[] = [];
  const warnings: DeckProblem[] = [];
  const cards: CatalogueCard[] = [];
  for (const id of deck.cards) {
    const card = cardById(id);
    if (card) cards.push(card);
    else problems.push({ code: 'unknown-card', card: id, message: `Card id ${id} is not in the catalogue.` });
  }
  const titles = new Map<string, CatalogueCard[]>(); // by name, every copy
  for (const c of cards) {
    const list = titles.get(c.name);
    if (list) list.push(c);
    else titles.set(c.name, [c]);
  }
  const distinct = [...titles.values()].map((copies) => copies[0]!);

  // Capital.
  let capital: CapitalBoard | undefined;
  if (!deck.capital) {
    problems.push({ code: 'no-capital', message: 'The deck has no capital board (add a line such as "Capital: Dwarf").' });
  } else {
    capital = CAPITAL_BOARDS.find((b) => b.id === deck.capital) ?? matchCapital(deck.capital);
    if (!capital) {
      problems.push({
        code: 'unknown-capital',
        message: `"${deck.capital}" is not a capital board (one of: ${CAPITAL_BOARDS.map((b) => b.race).join(', ')}).`,
      });
    }
  }

  // Draft format cards never go into a deck.
  for (const c of distinct) {
    if (c.type === 'Draft') {
      problems.push({ code: 'draft-card', card: c.id, message: `${c.name} (${c.id}) is a draft format card: it is used only while drafting and never goes into a deck.` });
    }
  }

  // Order and Destruction never mix.
  const order = distinct.find((c) => cardAffiliation(c) === 'Order');
  const destruction = distinct.find((c) => cardAffiliation(c) === 'Destruction');
  if (order && destruction) {
    problems.push({
      code: 'mixed-affiliation',
      card: destruction.id,
      message: `The deck mixes Order cards (e.g. ${order.name}) with Destruction cards (e.g. ${destruction.name}).`,
    });
  }

  if (capital) for (const c of distinct) problems.push(...cardProblemsWithCapital(c, capital));

  // Copies: by title across reprints; the card's own limit when it prints one.
  for (const [name, copies] of titles) {
    if (copies[0]!.type === 'Draft') continue;
    const limit = Math.max(...copies.map((c) => c.deck.maxCopies ?? 0)) || DEFAULT_MAX_COPIES;
    if (copies.length > limit) {
      const p: DeckProblem = {
        code: 'too-many-copies',
        card: copies[0]!.id,
        message: `${name} has ${copies.length} copies; at most ${limit} are allowed.`,
      };
      if (format === 'tournament') problems.push(p);
      else warnings.push({ ...p, message: `${p.message} (not checked in casual play)` });
    }
  }

  if (format === 'tournament') {
    const n = deck.cards.length;
    if (n < TOURNAMENT_MIN_CARDS) {
      problems.push({ code: 'too-few-cards', message: `The deck has ${n} cards; a tournament deck needs at least ${TOURNAMENT_MIN_CARDS}.` });
    }
    if (n > TOURNAMENT_MAX_CARDS) {
      problems.push({ code: 'too-many-cards', message: `The deck has ${n} cards; a tournament deck has at most ${TOURNAMENT_MAX_CARDS}.` });
    }
    const restrictedTitles = [...new Set(cards.filter((c) => RESTRICTED.has(c.id)).map((c) => c.name))];
    if (restrictedTitles.length > 1) {
      problems.push({
        code: 'restricted',
        message: `The deck uses ${restrictedTitles.length} restricted titles (${restrictedTitles.join(', ')}); a tournament deck may use only one.`,
      });
    }
    for (const c of distinct) {
      if (BANNED.has(c.id)) problems.push({ code: 'banned', card: c.id, message: `${c.name} (${c.id}) is banned from tournament play.` });
    }
  }
  return { problems, warnings };
}
