/**
 * What the text and .o8d readers share: collecting cards, problems and warnings, the capital
 * (given, named by the list, or inferred), and reporting names read through an alias or a typo.
 */
import { CAPITAL_BOARDS, type CatalogueCard } from '@invasion/cards';
import { inferCapital } from './capital.js';
import type { MatchVia } from './names.js';
import { matchCapital, printingNamedBy } from './names.js';
import type { DeckProblem, ParseOptions, ParsedDeck } from './types.js';

export interface ReadEntry {
  count: number;
  card: CatalogueCard;
  via: MatchVia;
  written: string;
  ignored?: string;
  /** Notes written with the entry; one may name the printing of a reprinted title. */
  notes?: string[];
}

/** Past this many warnings, the rest are counted, not listed. */
const MAX_WARNINGS = 200;

const where = (line: number | undefined): string => (line ? `line ${line}: ` : '');
const BOARD_NAMES = CAPITAL_BOARDS.map((b) => b.race).join(', ');

export class DeckReader {
  readonly deck: ParsedDeck = { capital: null, cards: [], problems: [], warnings: [], resolved: [], capitalSource: null };
  private capitalLine: number | undefined;
  private suppressedWarnings = 0;

  problem(p: DeckProblem): void {
    this.deck.problems.push(p);
  }

  warn(p: DeckProblem): void {
    if (this.deck.warnings.length < MAX_WARNINGS) this.deck.warnings.push(p);
    else this.suppressedWarnings++;
  }

  problemCount(): number {
    return this.deck.problems.length;
  }

  /** A capital named by the list; false when the text names no board. */
  setCapital(raw: string, line: number | undefined): boolean {
    const board = matchCapital(raw) ?? matchCapital(raw.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
    if (!board) return false;
    if (this.deck.capital && this.deck.capital !== board.id) {
      this.problem({
        code: 'capital-conflict',
        line,
        message: `${where(line)}capital "${raw}" conflicts with the capital given earlier${this.capitalLine ? ` (line ${this.capitalLine})` : ''} (${this.deck.capital}).`,
      });
      return true;
    }
    this.deck.capital = board.id;
    this.deck.capitalSource = 'list';
    this.capitalLine = line;
    return true;
  }

  unknownCapital(raw: string, line: number | undefined, context = ''): void {
    this.problem({ code: 'unknown-capital', line, message: `${where(line)}${context}"${raw.trim()}" is not a capital board (one of: ${BOARD_NAMES}).` });
  }

  add(entry: ReadEntry, line: number | undefined): void {
    const { via, written } = entry;
    const card = printingNamedBy(entry.card, entry.notes ?? []);
    if (via === 'fuzzy' || via === 'alias') {
      this.warn({
        code: via === 'fuzzy' ? 'fuzzy-match' : 'alias',
        card: card.id,
        line,
        message: `${where(line)}read "${written}" as ${card.name} (${card.id})${via === 'alias' ? ', a known alias' : ', the only close title'}.`,
      });
      this.deck.resolved.push({ from: written, to: card.name, via, ...(line ? { line } : {}) });
    }
    if (entry.ignored) {
      this.warn({ code: 'ignored-words', card: card.id, line, message: `${where(line)}read ${card.name} and left out the words after it: "${entry.ignored}".` });
    }
    for (let i = 0; i < entry.count; i++) this.deck.cards.push(card.id);
  }

  /** Settle the capital (the caller's, the list's, or inferred) and report an empty list. */
  finish(options: ParseOptions = {}): ParsedDeck {
    const deck = this.deck;
    if (options.capital !== undefined) {
      const board = matchCapital(options.capital);
      if (!board) this.unknownCapital(options.capital, undefined, 'the capital option ');
      else {
        if (deck.capital && deck.capital !== board.id) {
          this.warn({ code: 'capital-option', message: `The list names the ${deck.capital} capital; the ${board.race} capital was asked for instead and is used.` });
        }
        deck.capital = board.id;
        deck.capitalSource = 'option';
      }
    } else if (!deck.capital && deck.cards.length > 0 && !deck.problems.some((p) => p.code === 'unknown-capital' || p.code === 'capital-conflict')) {
      const inferred = inferCapital(deck.cards);
      deck.capitalReason = inferred.reason;
      if (inferred.board) {
        deck.capital = inferred.board.id;
        deck.capitalSource = 'inferred';
        this.warn({ code: 'capital-inferred', message: `No capital named: the ${inferred.board.race} capital is inferred, because ${inferred.reason}.` });
      } else {
        const choices = inferred.candidates.map((b) => b.race);
        this.problem({
          code: 'ambiguous-capital',
          message: `No capital named, and the cards do not decide: ${inferred.reason}. Add a line such as "Capital: ${choices[0] ?? 'Dwarf'}" to the list (the deck commands also take --capital ${inferred.candidates[0]?.id ?? 'dwarf'}).`,
        });
      }
    }
    if (this.suppressedWarnings) {
      deck.warnings.push({ code: 'ignored-line', message: `...and ${this.suppressedWarnings} more warnings, not listed.` });
    }
    if (deck.cards.length === 0 && deck.problems.length === 0) {
      this.problem({ code: 'empty-deck', message: 'The list has no cards.' });
    }
    return deck;
  }
}
