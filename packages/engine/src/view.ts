/**
 * Hidden information is a view: what one player (or a spectator) may see. Never included: the
 * opponent's hand contents, the opponent's facedown developments and facedown cards on the chain,
 * any deck's order or contents, the PRNG state. A player sees his own hand and developments.
 * The log only ever names public cards, so it is shown to everyone.
 */
import { cardDef, defOf } from './registry.js';
import { legalOptions } from './decisions.js';
import type { CardState, CombatState, Decision, GameResult, GameState, LastingEffect, Location, Phase, PlayerId, PromptKind, ZoneName } from './types.js';

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
  handCount: number;
  /** Only for the viewer's own hand. */
  hand: CardView[] | null;
  discard: CardView[];
  zones: Record<ZoneName, ZoneView>;
  resources: number;
  legend: CardView | null;
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
  prompt: { player: PlayerId; kind: PromptKind; amount: number } | null;
  /** The viewer's legal options when the prompt is his; otherwise empty. */
  options: Decision[];
  result: GameResult | null;
  log: string[];
}

export function canSee(c: CardState, viewer: Viewer): boolean {
  switch (c.loc) {
    case 'deck':
      return false;
    case 'hand':
      return viewer === c.owner;
    case 'discard':
    case 'removed':
      return true;
    default:
      return !c.faceDown || viewer === c.owner;
  }
}

function cardView(c: CardState, viewer: Viewer): CardView {
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
  if (canSee(c, viewer)) {
    v.def = c.def;
    v.name = defOf(c).name;
  }
  return v;
}

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const cv = (id: number) => cardView(state.cards[id]!, viewer);
  const players = state.players.map((p) => ({
    id: p.id,
    capital: p.capital,
    deckCount: p.deck.length,
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
    effects: state.effects.map((e) => ({ ...e })),
    prompt: state.prompt ? { player: state.prompt.player, kind: state.prompt.kind, amount: state.prompt.amount } : null,
    options: mine ? legalOptions(state) : [],
    result: state.result,
    log: state.log ? state.log.slice() : [],
  };
}
