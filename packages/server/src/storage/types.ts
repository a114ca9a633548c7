/**
 * What the server keeps: accounts and sessions, and games as (setup, decisions) — never the game
 * state itself, which the engine rebuilds deterministically by replaying the decisions. One
 * interface, two implementations (SQLite for one node, PostgreSQL for several). Every method is
 * async so both fit; `appendDecision` resolves only once the decision is durable.
 */
import type { Decision, GameResult, GameSetup, PlayerId } from '@invasion/engine';

export interface UserRow {
  id: number;
  name: string;
  /** argon2 hash; null for a guest. */
  passHash: string | null;
  guest: boolean;
}

/** Who holds a seat: an account, or a bot by kind ('random'; more levels later). */
export type SeatHolder = { kind: 'user'; userId: number; name: string } | { kind: 'bot'; bot: string; name: string };

export interface StoredGameOptions {
  name: string;
  format: 'casual' | 'tournament';
  spectators: boolean;
  /** argon2 hash of the game's password, when it has one. */
  passHash: string | null;
  /** The node holding the game (several nodes); absent: 'main'. */
  node?: string;
  /** Thinking time each player has (ms); whoever uses it up loses. Absent: no limit. */
  clockMs?: number;
}

/** How a game ended: the engine's result, or the server's (concession, abandonment). */
export type StoredResult = GameResult;

export interface GameRecord {
  id: string;
  createdAt: number;
  options: StoredGameOptions;
  seats: [SeatHolder, SeatHolder];
  /** The engine setup, seed included (secret while the game is played). */
  setup: GameSetup;
  status: 'active' | 'finished';
  result: StoredResult | null;
  finishedAt: number | null;
}

export interface StoredDecision {
  seat: PlayerId;
  decision: Decision;
  /**
   * `hashState` after this decision, on the last decision of each batch: replaying a stored game
   * with other rules (a card's code changed between two runs) is detected instead of resumed.
   */
  hash?: string;
  /**
   * How long (ms) its player's clock ran before this decision — a person's; none for a bot's or a
   * decision that took no time. Stored with the decision, so a game rebuilt after a restart gives
   * each player back the time he had used (the time since the last decision before the restart is
   * not counted).
   */
  ms?: number;
}

export interface ReplaySummary {
  id: string;
  name: string;
  seats: [string, string];
  result: StoredResult | null;
  decisions: number;
  finishedAt: number | null;
}

/** A deck a player saved to his account: its name and its list as text (any format the deck reader reads). */
export interface SavedDeck {
  name: string;
  text: string;
  updatedAt: number;
}

export class NameTakenError extends Error {}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  createUser(name: string, passHash: string | null, guest: boolean): Promise<UserRow>;
  userByName(name: string): Promise<UserRow | undefined>;
  createSession(tokenHash: string, userId: number): Promise<void>;
  sessionUser(tokenHash: string): Promise<UserRow | undefined>;
  createGame(game: GameRecord): Promise<void>;
  /**
   * Decisions `index`, `index + 1`, ... in one transaction, durable before it resolves: the caller
   * sends nothing about them before. (A player's decision and the bot's replies go together.)
   */
  appendDecisions(gameId: string, index: number, ds: StoredDecision[]): Promise<void>;
  /** Removes the decisions from `fromIndex` on (an accepted undo). */
  truncateDecisions(gameId: string, fromIndex: number): Promise<void>;
  finishGame(gameId: string, result: StoredResult, at: number): Promise<void>;
  loadGame(gameId: string): Promise<{ game: GameRecord; decisions: StoredDecision[] } | undefined>;
  unfinishedGameIds(): Promise<string[]>;
  listReplays(limit: number): Promise<ReplaySummary[]>;
  /** A user's saved decks, by name. */
  listDecks(userId: number): Promise<SavedDeck[]>;
  /** Saves a deck under its name (replacing the one of that name). */
  saveDeck(userId: number, name: string, text: string): Promise<void>;
  deleteDeck(userId: number, name: string): Promise<void>;
  /** Drafts in progress (a JSON value each, server/src/draft.ts StoredDraft), by id and node: written after every change. */
  saveDraft(id: string, node: string, data: unknown, at: number): Promise<void>;
  deleteDraft(id: string): Promise<void>;
  /** The drafts a node held, to take back after a restart. */
  listDrafts(node: string): Promise<unknown[]>;
  close(): Promise<void>;
}
