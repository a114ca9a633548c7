/**
 * The game state: plain JSON-serializable data only. No closures, no class instances, no object
 * references between parts — cards are referred to by instance id (their index in `cards`),
 * behaviour by the stable ids of the definitions that hold its code (a card definition id and an
 * ability or lasting-effect id within it).
 */
import type { RecordedEvent } from './gameEvents.js';

export type PlayerId = 0 | 1;
export const ZONES = ['kingdom', 'quest', 'battlefield'] as const;
export type ZoneName = (typeof ZONES)[number];

export type CardType = 'Unit' | 'Support' | 'Tactic' | 'Quest' | 'Legend' | 'Fulcrum' | 'Draft';

/** Where a card instance is. In-play locations are the three zone names and 'legend'. */
export type Location = 'deck' | 'hand' | 'discard' | ZoneName | 'chain' | 'legend' | 'removed';

export interface CardState {
  /** Instance id: index into GameState.cards. */
  id: number;
  /** Catalogue id of the card definition ('01001'). */
  def: string;
  /** Registry index of `def`, kept beside it for fast lookups (recomputed on deserialize). */
  k: number;
  owner: PlayerId;
  controller: PlayerId;
  loc: Location;
  /** A development: played facedown into a zone (or turned into one by an effect). */
  dev: boolean;
  faceDown: boolean;
  damage: number;
  /** Resource tokens on the card (quests, some units). */
  tokens: number;
  corrupt: boolean;
  /** Card this attachment is attached to, or -1. */
  attachedTo: number;
  /** Quest this unit is questing on, or -1. */
  questing: number;
  /** Combat damage assigned to this card and not yet applied. */
  assigned: number;
  /** Entered play through Necromancy this turn: goes to the bottom of its owner's deck at end of turn. */
  necromancy: boolean;
  /**
   * How many times the card has left a hand or a deck. A card hidden from a player is shown to him
   * under an alias derived from it (protocol/ids.ts), so he cannot follow a card he once saw into a
   * hand and out again facedown.
   */
  epoch: number;
}

export interface ZoneState {
  /** Cards in play in this zone (units, supports, quests, developments, attachments), oldest first. */
  cards: number[];
  damage: number;
  burning: boolean;
}

export interface PlayerState {
  id: PlayerId;
  /** Capital board id ('dwarf', 'skaven', ...). */
  capital: string;
  /** Top of the deck is the END of the array. */
  deck: number[];
  hand: number[];
  /** Top of the discard pile is the END of the array. */
  discard: number[];
  zones: Record<ZoneName, ZoneState>;
  resources: number;
  /** Legend in play, or -1. */
  legend: number;
  /** Cards attached to his legend (experience): their `loc` is 'legend' too. */
  legendAttachments: number[];
  mulliganed: boolean;
  /** Turn number in which this player last played a Limited card / a development (0 = never). */
  limitedTurn: number;
  developmentTurn: number;
  /** Zones of the opponent's capital this player must burn to win. */
  zonesToWin: number;
}

export type Phase = 'setup' | 'beginTurn' | 'kingdom' | 'quest' | 'capital' | 'battlefield' | 'endTurn' | 'over';

export type CombatStep = 'chooseZone' | 'declareAttackers' | 'ambush' | 'declareDefenders' | 'assignDamage' | 'applyDamage' | 'done';

export interface CombatState {
  attacker: PlayerId;
  defender: PlayerId;
  zone: ZoneName;
  /**
   * The defender's legend when it is attacked through `zone` instead of the zone itself, or -1
   * (rules summary: Attacking a Legend). Defenders still come from `zone`.
   */
  legend: number;
  step: CombatStep;
  attackers: number[];
  defenders: number[];
  /** Cards turned faceup in the Ambush step: units among them must defend. */
  ambushed: number[];
  /** The player assigning damage in the Assign Damage step. */
  assigning: PlayerId;
  /** Damage still to be assigned by that player; -1 before he has counted it. */
  toAssign: number;
  /** Damage assigned to the defender's capital zone, not yet applied. */
  capitalAssigned: number;
  /** Units that attacked/defended and survived apply-damage, for Raider and Scout. */
  participated: number[];
  /** Uncancellable combat damage the assigning side still has to assign (its units' "damage cannot be cancelled"). */
  uncancellableLeft: number;
  /** Uncancellable damage assigned so far, as pairs [unit id or -1 for the capital, amount, ...]. */
  uncancellableTo: number[];
  /**
   * The defender's units able to be declared as defenders as the Declare Defenders step began (before
   * any was declared): "units that could have defended" (Malus Darkblade). Empty before that step.
   */
  couldDefend: number[];
}

/**
 * What an event was about, as data: the card, the player, an amount, the zone it happened in (the
 * zone a card left, the zone attacked), whether it was combat damage. Triggered abilities read it.
 */
export interface EventData {
  /** Event kind (EV in effects/events.ts). */
  kind: number;
  card: number;
  player: PlayerId;
  amount: number;
  zone: ZoneName | null;
  combat: boolean;
  /**
   * Damage that cannot be cancelled, for a redirect's damage (dealt at its new target, or where it
   * was headed, as the same damage). Absent: it can be (every other event, older saves).
   */
  uncancellable?: boolean;
}

/**
 * A reference to behaviour held by a definition: `def` is a card definition id, a capital board
 * ('capital:<id>') or the rules ('rules'); `ability` is the stable id of an ability (or lasting
 * effect) within it.
 */
export interface BehaviourRef {
  def: string;
  ability: string;
}

/** A triggered constant effect or forced effect waiting to resolve (Detailed Timing A and C). */
export interface PendingEffect extends BehaviourRef {
  kind: 'constant' | 'forced';
  controller: PlayerId;
  /** Source card id, or -1 for a capital board or a rule with no card. */
  source: number;
  /** The event that triggered it. */
  ev: EventData;
  /** The lasting effect (its `n`) whose ability this is, or -1. */
  lasting: number;
}

export interface ChainLink {
  kind: 'play' | 'develop' | 'ability';
  player: PlayerId;
  /** The card being played, or the source of the ability. */
  card: number;
  zone: ZoneName | null;
  /** Quest to send the unit on, or attachment host, or -1. */
  target: number;
  x: number;
  /** Set when an effect cancels this link; it then does nothing on resolution. */
  cancelled: boolean;
  /** For an ability or tactic: what was chosen when it was initiated. */
  use: AbilityUse | null;
}

/**
 * One use of a card ability (or a tactic's play): which ability, who controls it, every choice
 * made so far and how far its effect has got. Plain data: the ability's code lives in its definition.
 */
export interface AbilityUse extends BehaviourRef {
  /** Source card: the card in play, the tactic, or the card whose forced effect this is (-1: none). */
  source: number;
  player: PlayerId;
  /** Chosen values per choice slot: card ids, capital sections (`sectionCode`), numbers or option indexes. */
  picks: number[][];
  x: number;
  /** The triggering event of a triggered ability (kind -1 when none). */
  ev: EventData;
  /** Resources paid on initiation (for logs and "X is what you paid"). */
  paid: number;
  /** Played or copied without paying its cost (Twin-Tailed Comet, Slaanesh's Domination). */
  free: boolean;
  /** Next instruction of the effect program (-1: a triggered effect's targets and costs come first). */
  pc: number;
  /** Whether the last effect resolved ("then": the next part needs it). */
  ok: boolean;
  /** The lasting effect this use belongs to (its `n`), or -1. */
  lasting: number;
  /**
   * The zone its source card was in as it was initiated (null: none): "this zone" once the card has
   * left play before the ability resolved — its effect exists independently of its source (FAQ),
   * read with the card's last-known information.
   */
  sourceZone: ZoneName | null;
  /**
   * The card its source was attached to as it was initiated (-1: none): "attached unit" once the
   * attachment has left play before the ability resolved (last-known information, as `sourceZone`).
   */
  sourceHost: number;
}

export type Duration = 'phase' | 'turn' | 'game' | 'combat';

/**
 * A lasting effect in play: an instance of behaviour defined once by id (`b`: 'modify', 'control',
 * 'used', 'armed' … for the rules' own, '<def>:<key>' for one a card defines), with its source,
 * controller, the card it is on (-1: none), its duration and a small bag of numbers (modifiers,
 * counters).
 */
export interface LastingEffect {
  /** Instance number, unique in the game (creation order). */
  n: number;
  b: string;
  /** Registry index of `b`, kept beside it for fast lookups (recomputed on deserialize). */
  k: number;
  /** An ability id the effect is about (markers: "used this turn", "armed"), or ''. */
  ability: string;
  source: number;
  controller: PlayerId;
  card: number;
  until: Duration;
  data: Record<string, number>;
}

/**
 * An event that would happen and waits for a player's choice of an optional replacement ("you may
 * ... instead"): a destruction, a card leaving play for a pile.
 */
export interface WouldEvent {
  /** 'heal': a healing (its mandatory replacements only: never stored in a `replace` step). */
  what: 'destroy' | 'leavePlay' | 'heal';
  card: number;
  /** leavePlay: the pile. */
  pile: 'deck' | 'hand' | 'discard';
  bottom: boolean;
  /** Lasting-effect / ability keys of replacements already offered for this event (each once). */
  offered: string[];
}

/** An optional replacement offered for a would-event: the ability, its source and lasting effect (`n`, or -1). */
export interface ReplacementOption extends BehaviourRef {
  source: number;
  lasting: number;
}

export type Step =
  | { t: 'setup'; stage: number }
  | { t: 'turn'; stage: number }
  | { t: 'phase'; phase: Phase; stage: number }
  | { t: 'combat'; stage: number }
  | { t: 'window'; priority: PlayerId; passes: number; chainStarter: PlayerId }
  | { t: 'resolveChain' }
  | { t: 'triggers'; pending: PendingEffect[]; stage: 'constant' | 'forced' }
  | {
      t: 'indirect';
      player: PlayerId;
      /** Damage still to assign. */
      amount: number;
      uncancellable: boolean;
      source: number;
      units: number[];
      unitAmounts: number[];
      zoneAmounts: Record<ZoneName, number>;
    }
  | { t: 'mulligan'; player: PlayerId }
  /**
   * Cards that entered `player`'s discard pile at the same time (FAQ: Discard Pile): he chooses the
   * order they lie in. `cards` are those not yet placed; each pick takes the lowest of their places.
   */
  | { t: 'discardOrder'; player: PlayerId; cards: number[] }
  /**
   * Using an ability: on initiation (choose targets, pay costs, then put it on the chain — or resolve
   * it at once when `immediate`), or on resolution (choose targets of a triggered effect, pay its
   * costs, then run its effect program).
   */
  | { t: 'ability'; use: AbilityUse; stage: 'freePlay' | 'initiate' | 'chain' | 'resolve'; choice: number; immediate: boolean }
  /** `player` pays `amount` resources, choosing how where cards let him pay with tokens or damage. */
  /** `card`: the card being played when paying for one, else -1 (some cards' tokens pay only for certain cards). */
  | { t: 'pay'; player: PlayerId; amount: number; card: number }
  /** An effect lets `player` play one of `cards` from his hand now ("play a unit from your hand"): he picks the play (prompt `playFromHand`). */
  | { t: 'playFromHand'; player: PlayerId; cards: number[] }
  /** A play from hand waiting for its payment: then it goes on the chain. */
  | { t: 'play'; player: PlayerId; card: number; zone: ZoneName | null; target: number; x: number; fromHand: boolean }
  /** An event waiting for a player to choose an optional replacement of his or let it happen. */
  | { t: 'replace'; player: PlayerId; event: WouldEvent; options: ReplacementOption[] };

export type PromptKind =
  | 'mulligan'
  | 'action'
  | 'restore'
  | 'attackZone'
  | 'declareAttackers'
  | 'ambush'
  | 'declareDefenders'
  | 'assignDamage'
  | 'assignIndirect'
  | 'orderEffects'
  /** A choice of an ability being initiated or resolved (targets, costs, options, amounts). */
  | 'choose'
  /** The order of cards entering the player's discard pile at the same time: the next one to place (`target`), or `pass` to keep the rest as they are. */
  | 'orderDiscard'
  /** How to pay resources where cards let him pay with tokens or damage: `target` a card pays 1, `pass` the pool pays the rest. */
  | 'pay'
  /** An optional replacement ("you may ... instead"): `resolve` one, or `pass` to let the event happen. */
  | 'replace'
  /** An effect lets him play a card from his hand now: one of the `play` options (he must take one). */
  | 'playFromHand';

export interface Prompt {
  player: PlayerId;
  kind: PromptKind;
  /** Amount still to assign or pay (assignDamage, assignIndirect, pay). */
  amount: number;
  /** Candidate effects (orderEffects). */
  effects: PendingEffect[];
}

export type Decision =
  | { type: 'pass' }
  | { type: 'mulligan' }
  | { type: 'keep' }
  /** Play a card from hand: units, supports and quests into a zone; attachments onto a target; tactics and legends with no zone. */
  /** `alt: 1`: paying the card's own alternative cost instead of its cost (rules.alternativeCost: Tunnel Fighter). */
  | { type: 'play'; card: number; zone?: ZoneName; target?: number; x?: number; alt?: number }
  /** Initiate an Action of a card in play, by the ability's stable id. */
  | { type: 'use'; card: number; ability: string }
  | { type: 'develop'; card: number; zone: ZoneName }
  | { type: 'restore'; card: number }
  /** Attack a zone of the opponent's capital, or (`target`: his legend's id) his legend through that zone. */
  | { type: 'attack'; zone: ZoneName; target?: number }
  | { type: 'attacker'; card: number }
  | { type: 'defender'; card: number }
  | { type: 'ambush'; card: number }
  /** Assign damage to a unit (instance id) or to a section of a capital (zone name). */
  | { type: 'assign'; target: number | ZoneName; amount: number }
  | { type: 'resolve'; index: number }
  | { type: 'target'; target: number | ZoneName; player?: PlayerId }
  /** A chosen amount ("up to X"). */
  | { type: 'number'; value: number }
  /** One of the options of a "choose one". */
  | { type: 'mode'; index: number };

export type DecisionType = Decision['type'];

export type GameResult = { kind: 'win'; winner: PlayerId; reason: string } | { kind: 'draw'; reason: string } | { kind: 'turnCap'; turns: number };

export interface GameState {
  version: 2;
  seed: number;
  /** The game's secret key (rng.ts SecretKey, four 32-bit words): it keys the aliases of hidden cards. Never sent to a player. */
  secret: number[];
  /** PRNG state (xoroshiro128+), the only source of randomness. */
  rng: number[];
  turn: number;
  maxTurns: number;
  active: PlayerId;
  firstPlayer: PlayerId;
  phase: Phase;
  players: [PlayerState, PlayerState];
  cards: CardState[];
  combat: CombatState | null;
  /** What happens next; the top is the END of the array. */
  stack: Step[];
  chain: ChainLink[];
  /** Effects raised by the last step and not yet put into a triggers step (timing A). */
  queued: PendingEffect[];
  effects: LastingEffect[];
  /** Next lasting effect instance number. */
  nextEffect: number;
  /**
   * What happened this turn, for effects that ask ("a unit that entered your discard pile this
   * turn"): flat records of [event kind, card, player, zone index (-1: none)]. Cleared as a turn begins.
   */
  history: number[];
  /**
   * The definitions of the cards played faceup this turn, in order (a development is not one): what
   * both players saw played, still true once the card has gone out of sight — a spell shuffled back
   * into a deck was still played (Ancient Waystone). Cleared with the history.
   */
  playedDefs: string[];
  /**
   * Cards that entered a discard pile and are not settled yet (FAQ: Discard Pile ordering), and the
   * ends of the groups that entered at the same time (rules/discardOrder).
   */
  discarded: number[];
  discardGroups: number[];
  /**
   * Cards an effect reveals (rules: Reveal), shown to both players until the ability that revealed
   * them has resolved; a card shuffled back into its deck is hidden again at once.
   */
  revealed: number[];
  /**
   * What each player knows of each card beyond what its place shows (rules: hidden information):
   * per instance id, bit p when player p knows what the card is — it was revealed to him, he looked
   * at it (a deck's top cards), or it went from a public place into a hand or deck. Read with the
   * place by `seenBits` (log.ts); kept by the movement primitives: a shuffle forgets a deck's cards,
   * a card leaving a hand is forgotten by the other player (a hand is unordered to him).
   */
  known: number[];
  prompt: Prompt | null;
  result: GameResult | null;
  /**
   * Set whenever damage, hit points or developments may have changed: the state check (destroy
   * lethally damaged units, burn zones) runs after the step only then.
   */
  dirty: boolean;
  /** Number of decisions applied so far. */
  decisions: number;
  /** What happened, as events (gameEvents.ts), or null when recording is off (simulations). */
  log: RecordedEvent[] | null;
}
