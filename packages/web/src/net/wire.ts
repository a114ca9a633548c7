/**
 * The server's socket messages as this client uses them (packages/server/README.md). Game data is
 * the engine's client protocol (docs/protocol.md), imported as types only: nothing of the engine
 * runs here except the reference English rendering of events.
 */
import type { ClientEvent, ClientView, GameResult, Viewer } from '@invasion/engine';

export type Reply = { ok: true; [k: string]: unknown } | { ok: false; error: string; code?: string };

export interface User {
  id: number;
  name: string;
  guest: boolean;
}

export interface GameListing {
  id: string;
  name: string;
  status: 'open' | 'playing';
  /** A draft for two waiting for its second player (joined with draft:join). */
  kind?: 'draft';
  players: string[];
  format: 'casual' | 'tournament';
  password: boolean;
  spectators: boolean;
}

export interface SessionReply {
  token: string;
  user: User;
  games: GameListing[];
  online: string[];
}

export interface GameUpdate {
  gameId: string;
  viewer: Viewer;
  view: ClientView;
  events: ClientEvent[];
  from: number;
  next: number;
  reset: boolean;
  result: GameResult | null;
  seats: string[];
  /** Which seats a bot holds (no presence to show). */
  bots?: boolean[];
  connected: boolean[];
  clocks?: Clocks;
}

/** Each seat's thinking time: used (ms), whose clock runs and for how long already when sent. */
export interface Clocks {
  used: [number, number];
  running: 0 | 1 | null;
  runningFor: number;
  /** Each player's time (ms) when the game has a limit: whoever uses it up loses. */
  limit?: number | null;
}

export interface ReplaySummary {
  id: string;
  name: string;
  seats: [string, string];
  result: GameResult | null;
  decisions: number;
  finishedAt: number | null;
}

/** The player's view of his draft, against the bot or a person (packages/server/src/draft.ts). */
export interface DraftView {
  id: string;
  side: 'Order' | 'Destruction';
  /** 'the bot', the other player's name, or null while waiting for someone to join. */
  opponent: string | null;
  round: number;
  rounds: number;
  step: string;
  prompt: { kind: 'pick' | 'counter' | 'reinforce'; count: number; sabotage: boolean; cards: string[] } | null;
  pack: string[];
  opponentPack: string[] | null;
  deck: string[];
  counterDrafted: string[];
  opponentDeckSize: number;
  done: boolean;
  capital: string;
  log: string[];
}

export interface ChatLine {
  gameId?: string;
  from: string;
  text: string;
  at: number;
}

/** What `lobby:create` accepts (`GET /api/options`): bots (and a few words on each), formats, starter decks by name. */
export interface ServerOptions {
  bots: string[];
  about?: Record<string, string>;
  formats: string[];
  starterDecks: string[];
}

/** Until the server has answered: what every server offers. */
export const DEFAULT_OPTIONS: ServerOptions = { bots: ['random'], formats: ['casual', 'tournament'], starterDecks: ['dwarf', 'empire', 'orc', 'chaos'] };
