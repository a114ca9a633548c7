/**
 * @invasion/decks — deck legality (tournament and casual), decklist import/export (text and OCTGN
 * .o8d), deck statistics and the Core Set draft variant.
 */
export * from './types.js';
export { normalizeName, nameKey, matchCard, matchCapital, editDistance, printingsOf, type CardMatch } from './names.js';
export {
  TOURNAMENT_LISTS,
  TOURNAMENT_MIN_CARDS,
  TOURNAMENT_MAX_CARDS,
  DEFAULT_MAX_COPIES,
  cardAffiliation,
  cardProblemsWithCapital,
  checkDeck,
  hiddenLegendRace,
  inferCapital,
  requiredCapitalRace,
  type Affiliation,
  type TournamentLists,
  type ValidateOptions,
  type ValidationResult,
} from './legality.js';
export { validateDeck, loadDeckFile, unimplementedCards, UNREADABLE_CODES, type LoadedDeck, type UnimplementedCard } from './validate.js';
export { parseDeck, parseDeckText, parseO8d, parseEntry, splitEntries, parseXml, exportText, exportO8d, DeckFileError, O8D_GAME_ID } from './parse.js';
export { deckStats, COST_BUCKETS, type DeckStats, type CostBucket } from './stats.js';
export * from './draft.js';
export { deckCommand, draftCommand, humanDecision, type CliIO, type DraftedDeck } from './cli.js';
