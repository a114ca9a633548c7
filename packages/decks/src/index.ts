/**
 * @invasion/decks — deck legality (tournament and casual), playability here, decklist
 * import/export (text as published, and OCTGN .o8d), deck statistics and the Core Set draft variant.
 */
export * from './types.js';
export { normalizeName, nameKey, matchCard, matchCapital, editDistance, printingsOf, typoTolerance, type CardMatch, type MatchVia } from './names.js';
export { NAME_ALIASES, type AliasEntry } from './aliases.js';
export {
  TOURNAMENT_LISTS,
  TOURNAMENT_MIN_CARDS,
  TOURNAMENT_MAX_CARDS,
  DEFAULT_MAX_COPIES,
  cardAffiliation,
  cardProblemsWithCapital,
  checkDeck,
  hiddenLegendRace,
  requiredCapitalRace,
  type Affiliation,
  type TournamentLists,
} from './legality.js';
export { inferCapital, type CapitalInference } from './capital.js';
export {
  validateDeck,
  validationExitCode,
  readDeckFile,
  loadDeckFile,
  unimplementedCards,
  EXIT_CODES,
  UNREADABLE_CODES,
  ENTRY_PROBLEM_CODES,
  type ValidateOptions,
  type ValidationResult,
  type LoadedDeck,
  type UnimplementedCard,
} from './validate.js';
export { describeUnimplemented } from './playability.js';
export { deckFileForPlay, type DeckRejection, type PlayableDeck, type PlayCheck } from './play-check.js';
export { parseDeck, parseDeckText, parseO8d, parseXml, exportText, exportO8d, DeckFileError, O8D_GAME_ID } from './parse.js';
export { decodeDeckBytes, MAX_DECK_FILE_BYTES, type DecodedText } from './decode.js';
export { readLineEntries, MAX_ENTRY_COUNT, type LineEntry, type LineReading } from './entries.js';
export { MAX_LINE_LENGTH, MAX_PROBLEMS } from './text-reader.js';
export { deckStats, COST_BUCKETS, type DeckStats, type CostBucket } from './stats.js';
export * from './draft.js';
export { draftCommand, humanDecision, type CliIO, type DraftedDeck } from './cli.js';
export { deckCommand, DECK_USAGE } from './deck-command.js';
