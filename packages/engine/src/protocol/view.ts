/**
 * Hidden information is a view: what one player (or a spectator) may see. Never included: the
 * opponent's hand contents, the opponent's facedown developments and facedown cards on the chain,
 * any deck's order or contents, the PRNG state. A player sees his own hand and developments.
 * One exception for decks: while an effect has players play with their decks' top cards revealed
 * (Lord of Change), each deck's top card is shown to everyone (`PlayerView.deckTop`). Cards drawn
 * together leave the deck together, so no card between two tops is ever shown (FAQ Q&A).
 * The log only ever names public cards, so it is shown to everyone.
 */
import { defOf } from '../ruleset/registry.js';
import { legalOptions } from './decisions.js';
import { anyConstant } from '../characteristics/constants.js';
import { CF } from '../ruleset/compiled.js';
import { isRevealed } from '../primitives/cards.js';
import type { CardState, CombatState, Decision, GameResult, GameState, LastingEffect, Location, Phase, PlayerId, PromptKind, ZoneName } from '../types.js';

/** Whether every deck's top card is revealed to all players (Lord of Change). */
export function deckTopsRevealed(state: GameState): boolean {
  return anyConstant(state, CF.revealDeckTops);
}

export type Viewer = PlayerId | 'spectator';

export interface CardView {
  id: number;
  /** Absent when the viewer may not know what the card is. */
  def?: string;
  name?: string;
  owner: PlayerId;
  controller: PlayerId;
  loc: Location;
  dev: boolean;
  faceDown: boolean;
  damage: number;
  tokens: number;
  corrupt: boolean;
  attachedTo: number;
  questing: number;
  assigned: number;
}

export interface ZoneView {
  cards: CardView[];
  damage: number;
  burning: boolean;
}

export interface PlayerView {
  id: PlayerId;
  capital: string;
  deckCount: number;
  /** The top card of the deck when it is revealed to everyone (Lord of Change), else null. */
  deckTop: CardView | null;
  handCount: number;
  /** Only for the viewer's own hand. */
  hand: CardView[] | null;
  discard: CardView[];
  zones: Record<ZoneName, ZoneView>;
  resources: number;
  legend: CardView | null;
  /** Cards attached to the legend (experience, facedown). */
  legendAttachments: CardView[];
  zonesToWin: number;
}

export interface GameView {
  viewer: Viewer;
  turn: number;
  active: PlayerId;
  firstPlayer: PlayerId;
  phase: Phase;
  players: [PlayerView, PlayerView];
  combat: CombatState | null;
  chain: { kind: string; player: PlayerId; card: CardView; zone: ZoneName | null; target: number; cancelled: boolean }[];
  effects: LastingEffect[];
  /** Cards an effect is revealing to both players right now (from a hand or a deck, say). */
  revealed: CardView[];
  prompt: { player: PlayerId; kind: PromptKind; amount: number } | null;
  /** The viewer's legal options when the prompt is his; otherwise empty. */
  options: Decision[];
  result: GameResult | null;
  log: string[];
}

/**
 * Whether `viewer` may know what card `c` is. Deck cards: only a revealed top card, which needs
 * `state` (without it, no deck card is visible).
 */
export function canSee(c: CardState, viewer: Viewer, state?: GameState): boolean {
  if (state !== undefined && isRevealed(state, c.id)) return true;
  switch (c.loc) {
    case 'deck':
      return state !== undefined && isRevealedDeckTop(state, c);
    case 'hand':
      return viewer === c.owner;
    case 'discard':
    case 'removed':
      return true;
    default:
      return !c.faceDown || viewer === c.owner;
  }
}

/** The card is the top card of its owner's deck and decks' top cards are revealed. */
export function isRevealedDeckTop(state: GameState, c: CardState): boolean {
  const deck = state.players[c.owner].deck;
  return c.loc === 'deck' && deck.length > 0 && deck[deck.length - 1] === c.id && deckTopsRevealed(state);
}

function cardView(c: CardState, viewer: Viewer, state?: GameState): CardView {
  const v: CardView = {
    id: c.id,
    owner: c.owner,
    controller: c.controller,
    loc: c.loc,
    dev: c.dev,
    faceDown: c.faceDown,
    damage: c.damage,
    tokens: c.tokens,
    corrupt: c.corrupt,
    attachedTo: c.attachedTo,
    questing: c.questing,
    assigned: c.assigned,
  };
  if (canSee(c, viewer, state)) {
    v.def = c.def;
    v.name = defOf(c).name;
  }
  return v;
}

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const cv = (id: number) => cardView(state.cards[id]!, viewer, state);
  const revealed = deckTopsRevealed(state);
  const top = (deck: number[]) => (revealed && deck.length > 0 ? cardView(state.cards[deck[deck.length - 1]!]!, viewer, state) : null);
  const players = state.players.map((p) => ({
    id: p.id,
    capital: p.capital,
    deckCount: p.deck.length,
    deckTop: top(p.deck),
    handCount: p.hand.length,
    hand: viewer === p.id ? p.hand.map(cv) : null,
    discard: p.discard.map(cv),
    zones: {
      kingdom: { cards: p.zones.kingdom.cards.map(cv), damage: p.zones.kingdom.damage, burning: p.zones.kingdom.burning },
      quest: { cards: p.zones.quest.cards.map(cv), damage: p.zones.quest.damage, burning: p.zones.quest.burning },
      battlefield: { cards: p.zones.battlefield.cards.map(cv), damage: p.zones.battlefield.damage, burning: p.zones.battlefield.burning },
    },
    resources: p.resources,
    legend: p.legend >= 0 ? cv(p.legend) : null,
    legendAttachments: p.legendAttachments.map(cv),
    zonesToWin: p.zonesToWin,
  })) as [PlayerView, PlayerView];
  const mine = state.prompt !== null && state.prompt.player === viewer;
  return {
    viewer,
    turn: state.turn,
    active: state.active,
    firstPlayer: state.firstPlayer,
    phase: state.phase,
    players,
    combat: state.combat ? { ...state.combat } : null,
    chain: state.chain.map((l) => ({ kind: l.kind, player: l.player, card: cv(l.card), zone: l.zone, target: l.target, cancelled: l.cancelled })),
    effects: state.effects.map((e) => ({ ...e, data: { ...e.data } })),
    revealed: state.revealed.map(cv),
    prompt: state.prompt ? { player: state.prompt.player, kind: state.prompt.kind, amount: state.prompt.amount } : null,
    options: mine ? legalOptions(state) : [],
    result: state.result,
    log: state.log ? state.log.slice() : [],
  };
}
