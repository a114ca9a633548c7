/**
 * Inferring the capital of a list that names none (most published lists do not). The capital is
 * the board with which every card is legal; when several are, the one the deck's cards point to:
 * its race's cards, weighted by their loyalty icons (loyalty is paid with that race's symbols,
 * so a deck is built around the race whose loyalty it carries). A Dark Elf deck splashing Chaos
 * cards fits every Destruction board; its Dark Elf cards decide. Hidden Kingdoms cards point to
 * their board by their trait (they carry no loyalty).
 * When nothing decides (only neutral cards, or an exact tie) the caller must choose.
 */
import { CAPITAL_BOARDS, type CapitalBoard, type CatalogueCard } from '@invasion/cards';
import { cardById } from './catalogue.js';
import { cardProblemsWithCapital, hiddenLegendRace } from './legality.js';

export interface CapitalInference {
  /** The inferred board, or null when the cards do not decide. */
  board: CapitalBoard | null;
  /** When no board was chosen: the boards the cards fit equally well. */
  candidates: CapitalBoard[];
  /** Why, in a sentence. */
  reason: string;
}

interface Score {
  board: CapitalBoard;
  /** Distinct titles that are not legal with this board, and the first of them. */
  problemTitles: number;
  firstProblem?: CatalogueCard;
  /** Copies of cards of this board's race (race cards, race-only cards, its legends) and their loyalty icons. */
  copies: number;
  loyalty: number;
}

const races = (boards: CapitalBoard[]): string => boards.map((b) => b.race).join(', ');

/** Cards of the board's race: race cards, its race-only cards and legends, and (Hidden Kingdoms) cards with its trait. */
function pointsTo(card: CatalogueCard, board: CapitalBoard): boolean {
  if (card.race === board.race || card.deck.raceOnly === board.race || hiddenLegendRace(card) === board.race) return true;
  return board.hiddenKingdom && card.traits.includes(board.race);
}

function score(board: CapitalBoard, cards: Map<string, { card: CatalogueCard; copies: number }>): Score {
  const s: Score = { board, problemTitles: 0, copies: 0, loyalty: 0 };
  const titlesWithProblems = new Set<string>();
  for (const { card, copies } of cards.values()) {
    if (cardProblemsWithCapital(card, board).length > 0) {
      if (!titlesWithProblems.has(card.name)) s.firstProblem ??= card;
      titlesWithProblems.add(card.name);
    }
    if (pointsTo(card, board)) {
      s.copies += copies;
      s.loyalty += copies * card.loyalty;
    }
  }
  s.problemTitles = titlesWithProblems.size;
  return s;
}

/** More loyalty first, then more cards. */
const byPull = (a: Score, b: Score): number => b.loyalty - a.loyalty || b.copies - a.copies;
const samePull = (a: Score, b: Score): boolean => a.loyalty === b.loyalty && a.copies === b.copies;
const pull = (s: Score): string => `${s.copies} ${s.board.race} card${s.copies === 1 ? '' : 's'} with ${s.loyalty} loyalty icon${s.loyalty === 1 ? '' : 's'}`;

/** The capital a deck's cards point to (see the module comment), with the reason. */
export function inferCapital(cardIds: readonly string[]): CapitalInference {
  const cards = new Map<string, { card: CatalogueCard; copies: number }>();
  for (const id of cardIds) {
    const card = cardById(id);
    if (!card) continue;
    const entry = cards.get(id);
    if (entry) entry.copies++;
    else cards.set(id, { card, copies: 1 });
  }
  if (cards.size === 0) return { board: null, candidates: [], reason: 'the list has no cards to infer a capital from' };
  const scores = CAPITAL_BOARDS.map((b) => score(b, cards));
  const legal = scores.filter((s) => s.problemTitles === 0);

  if (legal.length === 1) {
    const only = legal[0]!;
    const demanding = [...cards.values()].find(({ card }) => card.deck.raceOnly === only.board.race || hiddenLegendRace(card) === only.board.race)?.card;
    const why = demanding ? ` (${demanding.name} needs it)` : '';
    return { board: only.board, candidates: [], reason: `the ${only.board.race} capital is the only one with which every card is legal${why}` };
  }

  if (legal.length > 1) {
    const ranked = [...legal].sort(byPull);
    const [top, next] = [ranked[0]!, ranked[1]!];
    if (top.copies === 0) {
      return { board: null, candidates: legal.map((s) => s.board), reason: `every card is neutral and legal with ${legal.length} capitals (${races(legal.map((s) => s.board))})` };
    }
    const tied = ranked.filter((s) => samePull(s, top));
    if (tied.length > 1) {
      return { board: null, candidates: tied.map((s) => s.board), reason: `the cards point equally to ${races(tied.map((s) => s.board))} (${tied.map(pull).join('; ')})` };
    }
    const runnerUp = next.copies > 0 ? `; next: ${pull(next)}` : '';
    return {
      board: top.board,
      candidates: [],
      reason: `every card is legal with ${legal.length} capitals (${races(legal.map((s) => s.board))}); the cards point to ${top.board.race}: ${pull(top)}${runnerUp}`,
    };
  }

  // No board makes every card legal: the deck is illegal whatever the capital. Check it against
  // the board that leaves the fewest illegal titles, if one does, so the problems name real causes.
  const ranked = [...scores].sort((a, b) => a.problemTitles - b.problemTitles || byPull(a, b));
  const top = ranked[0]!;
  const tied = ranked.filter((s) => s.problemTitles === top.problemTitles && samePull(s, top));
  if (tied.length > 1) {
    return { board: null, candidates: tied.map((s) => s.board), reason: `no capital makes every card legal, and ${races(tied.map((s) => s.board))} fit equally badly` };
  }
  const first = top.firstProblem ? `, e.g. ${top.firstProblem.name}` : '';
  return {
    board: top.board,
    candidates: [],
    reason: `no capital makes every card legal; the ${top.board.race} capital leaves the fewest illegal titles (${top.problemTitles}${first}) and the cards point to it: ${pull(top)}`,
  };
}
