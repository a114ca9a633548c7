/**
 * The client protocol's data: what a player (or a spectator) receives. Everything here is plain
 * JSON and holds only what that viewer may know (docs/protocol.md). Card ids are the viewer's ids
 * (protocol/ids.ts): instance ids for cards he may see, aliases for the others.
 */
import type { CardType, Duration, GameResult, Location, Phase, PlayerId, PromptKind, ZoneName } from '../types.js';

/** Bumped whenever a field changes meaning or disappears (adding a field does not bump it). */
export const PROTOCOL_VERSION = 1;

export type Viewer = PlayerId | 'spectator';

/** A card's cost to its viewer now: printed + loyalty (what symbols leave of it) ± effects. */
export interface CostView {
  total: number;
  printed: number | 'X';
  loyalty: number;
  /** Race symbols of the card's race the viewer controls. */
  symbols: number;
  /** Loyalty still owed: loyalty − symbols, never below 0. */
  loyaltyCost: number;
  /** Net change from cost effects (negative: cheaper). */
  modifiers: number;
}

export interface ClientCard {
  /** The viewer's id for this card: pass it back in decisions. */
  id: number;
  owner: PlayerId;
  controller: PlayerId;
  loc: Location;
  faceDown: boolean;
  /** A development (facedown in a zone, or a card an effect turned into one). */
  dev: boolean;
  damage: number;
  tokens: number;
  corrupt: boolean;
  /** The card it is attached to, or null. */
  attachedTo: number | null;
  /** The cards attached to it (attachments, experience). */
  attachments: number[];
  /** The quest it is questing on, or null. */
  questing: number | null;
  /** Combat damage assigned to it and not applied yet. */
  assigned: number;
  attacking: boolean;
  defending: boolean;
  /** What the card is — only when the viewer may know. */
  def?: string;
  name?: string;
  type?: CardType;
  race?: string;
  traits?: string[];
  unique?: boolean;
  hero?: boolean;
  /** The card's text in the project's words (errata applied); absent for cards not implemented yet. */
  text?: string;
  /** In play and faceup (or a development that is a unit): current values. */
  power?: number;
  hitPoints?: number;
  /** Hit points minus damage. */
  remaining?: number;
  /** Keywords it has now, with their values (flag keywords: true). */
  keywords?: Record<string, number | true>;
  /** A legend's power in each zone. */
  legendPower?: Record<ZoneName, number>;
  /** For a card in the viewer's hand (or a playable deck top): its cost to him now. */
  cost?: CostView;
}

export interface ClientZone {
  cards: ClientCard[];
  damage: number;
  hitPoints: number;
  /** Hit points minus damage, 0 when burning. */
  remaining: number;
  burning: boolean;
  /** The zone's power: the capital's base, the faceup cards' icons and the legend's. */
  power: number;
  developments: number;
}

export interface ClientPlayer {
  id: PlayerId;
  /** The capital board: its race key ('dwarf', 'skaven' ...) and name. */
  capital: string;
  capitalName: string;
  resources: number;
  deckCount: number;
  handCount: number;
  /** The viewer's own hand; null for the opponent's (and for spectators). */
  hand: ClientCard[] | null;
  discard: ClientCard[];
  zones: Record<ZoneName, ClientZone>;
  legend: ClientCard | null;
  legendAttachments: ClientCard[];
  /** Zones this player must burn to win. */
  zonesToWin: number;
  /** The deck's top card when an effect reveals decks' tops to everyone, else null. */
  deckTop: ClientCard | null;
  /**
   * Cards of this player's hand hidden from the viewer that he knows all the same (revealed to him,
   * returned from play); empty for the viewer's own hand, which `hand` lists.
   */
  knownInHand: ClientCard[];
  /** Cards of this player's deck the viewer knows (looked at, put back from play, revealed), by place: `fromTop` 0 is the top card. */
  knownInDeck: { fromTop: number; card: ClientCard }[];
}

export type ClientTarget = { card: number; name?: string } | { player: PlayerId; zone: ZoneName };

export interface ClientChainLink {
  /** Position on the chain: 0 is the first link (resolves last). */
  index: number;
  kind: 'play' | 'develop' | 'ability';
  player: PlayerId;
  card: ClientCard;
  /** The ability's stable id ('action', 'play' ...) for abilities and tactics. */
  ability: string | null;
  zone: ZoneName | null;
  x: number;
  targets: ClientTarget[];
  cancelled: boolean;
}

export interface ClientCombat {
  attacker: PlayerId;
  defender: PlayerId;
  zone: ZoneName;
  /** The legend attacked through the zone, or null. */
  legend: number | null;
  step: string;
  attackers: number[];
  defenders: number[];
}

export interface ClientPrompt {
  player: PlayerId;
  kind: PromptKind;
  /** What is being decided, in plain words ("Choose a target unit for Demolition!"). */
  title: string;
  /** The card whose effect asks, when there is one. */
  source: number | null;
  /** How many picks are still wanted (choose prompts), or the amount left (assign, pay). */
  min: number;
  max: number;
  amount: number;
}

/** A decision as the client sends it: instance ids or aliases, as the view gave them. */
export type ClientDecision = Record<string, string | number> & { type: string };

export interface ClientOption {
  /** Stable key: the same key means the same decision as long as the prompt stands. */
  key: string;
  label: string;
  decision: ClientDecision;
  /** The card the option is about (to group options card by card), or null. */
  card: number | null;
  /** Options that differ only in a detail (the zone, X) share a group, for two-step input. */
  group: string;
}

export interface ClientEffect {
  /** The card that created it, if the viewer may see it. */
  source: number | null;
  /** The card it applies to, if any. */
  card: number | null;
  until: Duration;
  /** What it does, in plain words (the source card's description). */
  text: string;
}

export interface ClientView {
  protocol: number;
  /** Pass it back with a decision: a decision made against another state is refused as stale. */
  stateId: number;
  viewer: Viewer;
  turn: number;
  active: PlayerId;
  firstPlayer: PlayerId;
  phase: Phase;
  players: [ClientPlayer, ClientPlayer];
  chain: ClientChainLink[];
  combat: ClientCombat | null;
  /** The active player may attack two zones this turn (For Ulthuan!: his attackers are split between them). */
  attackTwoZones: boolean;
  /** Units declared against the second zone of a two-zone attack, waiting for its combat. */
  waitingAttackers: number[];
  /** Cards an effect is showing both players now. */
  revealed: ClientCard[];
  effects: ClientEffect[];
  prompt: ClientPrompt | null;
  /** The viewer's legal options when the prompt is his; otherwise empty. */
  options: ClientOption[];
  result: GameResult | null;
}
