/**
 * Random deck-legal decks drawn from every implemented card, for the fuzz.
 *
 * The construction rules are applied here from catalogue facts (rules summary: Order and
 * Destruction never mix, neutral cards go anywhere unless "Order/Destruction only", race-only cards
 * and Hidden Kingdoms legends need their capital board, at most 3 copies of a title, 50 cards).
 * Every deck is then checked with @invasion/decks' `validateDeck` in the casual format: the FAQ's
 * restricted and banned lists bind tournament decks only, and a banned card (Visit the Haunted City)
 * must still work in the games people play with it; a card the check objects to is dropped and the
 * deck refilled.
 * Only that public function is used, so the generator keeps working while the legality code changes.
 */
import { CAPITAL_BOARDS, CATALOGUE, RACE_AFFILIATION, isImplemented, type CapitalBoard, type CatalogueCard } from '@invasion/cards';
import { validateDeck } from '@invasion/decks';
import type { Rng } from './random.js';

export const DECK_SIZE = 50;
const MAX_COPIES = 3;
const MAX_ATTEMPTS = 30;

/** The ten capital boards, in a fixed order (the fuzz picks two per game). */
export const FUZZ_CAPITALS: readonly string[] = CAPITAL_BOARDS.map((b) => b.id);

/** Every implemented card that can go into a deck (draft format cards never do). */
export const FUZZ_POOL: readonly CatalogueCard[] = CATALOGUE.filter((c) => c.type !== 'Draft' && isImplemented(c.id));

export interface FuzzDeck {
  capital: string;
  /** The race the deck is built around: the board's race, or for a Hidden Kingdoms board a race of its side. */
  primaryRace: string;
  /** Catalogue ids, one per copy. */
  cards: string[];
}

const HIDDEN_TRAITS = new Set(['Lizardmen', 'Wood Elf', 'Skaven', 'Undead']);

/** Why `card` may not be in a deck with `board`, or null (the rules summary's construction rules). */
export function ruleProblem(card: CatalogueCard, board: CapitalBoard): string | null {
  if (card.type === 'Draft') return 'draft format card';
  const side = card.race !== 'Neutral' ? RACE_AFFILIATION[card.race] : card.deck.affiliation;
  if (side && side !== board.affiliation) return `${side} card with a ${board.affiliation} capital`;
  if (card.deck.raceOnly && card.deck.raceOnly !== board.race) return `${card.deck.raceOnly} only`;
  if (card.deck.notRace && card.deck.notRace === board.race) return `not for ${board.race}`;
  if (card.type === 'Legend') {
    const need = card.race !== 'Neutral' ? card.race : card.traits.find((t) => HIDDEN_TRAITS.has(t));
    if (need && need !== board.race) return `${need} legend`;
    // A Hidden Kingdoms legend's side is its board's.
    if (need && RACE_AFFILIATION[need] !== board.affiliation) return `${need} legend of the other side`;
  }
  return null;
}

function boardOf(capital: string): CapitalBoard {
  const b = CAPITAL_BOARDS.find((x) => x.id === capital);
  if (!b) throw new Error(`unknown capital '${capital}' (one of ${FUZZ_CAPITALS.join(', ')})`);
  return b;
}

/**
 * Draw weight: cards with abilities (the code most likely to be wrong), attachments (they move and
 * leave play with other cards) and the deck's own race come up more.
 */
function weight(card: CatalogueCard, primaryRace: string): number {
  let w = card.textKind === 'abilities' ? 3 : 1;
  if (card.traits.includes('Attachment')) w *= 1.5;
  if (card.race === primaryRace) w *= 2.5;
  else if (card.race !== 'Neutral') w *= 0.6;
  return w;
}

/**
 * A legal 50-card deck for `capital`: titles drawn by weight without replacement, 1–3 copies each.
 * Throws when no legal deck comes out after a few attempts (a generator or validator bug).
 */
export function randomDeck(rng: Rng, capital: string): FuzzDeck {
  const board = boardOf(capital);
  const sameSide = Object.keys(RACE_AFFILIATION).filter((r) => RACE_AFFILIATION[r] === board.affiliation && !HIDDEN_TRAITS.has(r));
  const primaryRace = board.hiddenKingdom ? rng.pick(sameSide) : board.race;
  const excluded = new Set<string>(); // titles the validator refused
  let lastProblems: string[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const cards = draw(rng, board, primaryRace, excluded);
    const verdict = validateDeck({ capital, cards }, { format: 'casual' });
    if (verdict.legal) return { capital, primaryRace, cards };
    lastProblems = verdict.problems.map((p) => p.message);
    for (const p of verdict.problems) {
      const named = p.card ? FUZZ_POOL.filter((c) => c.id === p.card) : titlesNamedIn(p.message, cards);
      // A problem that names several titles (e.g. two restricted ones) is fixed by dropping one of them.
      if (named.length > 0) excluded.add(rng.pick(named).name);
    }
  }
  throw new Error(`fuzz: no legal ${capital} deck after ${MAX_ATTEMPTS} attempts; last problems: ${lastProblems.join(' ')}`);
}

/** Mostly full sets (as constructed decks have them, and so the cards meet often in play), some fewer. */
function copiesOf(rng: Rng, limit: number): number {
  const r = rng.float();
  return r < 0.6 ? Math.min(MAX_COPIES, limit) : r < 0.85 ? Math.min(2, limit) : 1;
}

function titlesNamedIn(message: string, cards: readonly string[]): CatalogueCard[] {
  const ids = new Set(cards);
  return FUZZ_POOL.filter((c) => ids.has(c.id) && message.includes(c.name));
}

/**
 * How a deck is built around its race: about half of it from the primary race, a third neutral
 * cards, the rest from the other races of its side. A share that runs out of titles is filled
 * from whatever is left.
 */
const SHARES = [
  { of: 'primary', cards: 24 },
  { of: 'neutral', cards: 16 },
  { of: 'other', cards: 10 },
] as const;

function shareOf(card: CatalogueCard, primaryRace: string): (typeof SHARES)[number]['of'] {
  return card.race === primaryRace ? 'primary' : card.race === 'Neutral' ? 'neutral' : 'other';
}

function draw(rng: Rng, board: CapitalBoard, primaryRace: string, excluded: ReadonlySet<string>): string[] {
  // One entry per title (reprints share a title and its copy limit).
  const byTitle = new Map<string, CatalogueCard[]>();
  for (const c of FUZZ_POOL) {
    if (excluded.has(c.name) || ruleProblem(c, board)) continue;
    const list = byTitle.get(c.name);
    if (list) list.push(c);
    else byTitle.set(c.name, [c]);
  }
  const titles = [...byTitle.values()];
  const weights = titles.map((printings) => weight(printings[0]!, primaryRace));
  const cards: string[] = [];
  /** Adds one title drawn by weight among those `eligible`, up to `room` copies; false when none is. */
  const add = (eligible: (c: CatalogueCard) => boolean, room: number): number => {
    const w = weights.map((x, i) => (eligible(titles[i]![0]!) ? x : 0));
    if (!w.some((x) => x > 0)) return 0;
    const i = rng.weighted(w);
    const printings = titles[i]!;
    titles.splice(i, 1);
    weights.splice(i, 1);
    const limit = Math.max(...printings.map((c) => c.deck.maxCopies ?? MAX_COPIES));
    const copies = Math.min(copiesOf(rng, limit), room);
    for (let k = 0; k < copies; k++) cards.push(rng.pick(printings).id);
    return copies;
  };
  for (const share of SHARES) {
    for (let n = 0; n < share.cards; ) {
      const added = add((c) => shareOf(c, primaryRace) === share.of, share.cards - n);
      if (added === 0) break;
      n += added;
    }
  }
  while (cards.length < DECK_SIZE) {
    if (add(() => true, DECK_SIZE - cards.length) === 0) throw new Error(`fuzz: only ${cards.length} legal cards for the ${board.id} capital`);
  }
  return cards;
}
