/**
 * The game state: plain JSON-serializable data only. No closures, no class instances, no object
 * references between parts — cards are referred to by instance id (their index in `cards`).
 */

export type PlayerId = 0 | 1;
export const ZONES = ['kingdom', 'quest', 'battlefield'] as const;
export type ZoneName = (typeof ZONES)[number];

export type CardType = 'Unit' | 'Support' | 'Tactic' | 'Quest' | 'Legend' | 'Fulcrum' | 'Draft';

/** Where a card instance is. In-play locations are the three zone names. */
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
  mulliganed: boolean;
  /** Turn number in which this player last played a Limited card / a development (0 = never). */
  limitedTurn: number;
  developmentTurn: number;
  /** Turn in which the capital's "first Skaven unit into battlefield" discount was used. */
  capitalDiscountTurn: number;
  /** Zones of the opponent's capital this player must burn to win. */
  zonesToWin: number;
}

export type Phase = 'setup' | 'beginTurn' | 'kingdom' | 'quest' | 'capital' | 'battlefield' | 'endTurn' | 'over';

export type CombatStep =
  | 'chooseZone'
  | 'declareAttackers'
  | 'ambush'
  | 'declareDefenders'
  | 'assignDamage'
  | 'applyDamage'
  | 'done';

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
}

/** A triggered constant effect or forced effect waiting to resolve (Detailed Timing A and C). */
export interface PendingEffect {
  /** Registered effect key, e.g. 'keyword:counterstrike' or '01002:0'. */
  effect: string;
  kind: 'constant' | 'forced';
  controller: PlayerId;
  /** Source card id, or -1 for a capital board. */
  source: number;
  /** Event data the effect needs (e.g. the unit dealt damage, an amount). */
  card: number;
  amount: number;
  /** The zone the event happened in (e.g. the zone a unit left), or null. */
  zone: ZoneName | null;
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
 * One use of a card ability (or a tactic's play): which ability, who controls it, and every choice
 * made so far, by choice index. Plain data: the ability's code lives in the card definition.
 */
export interface AbilityUse {
  /** Source card: the card in play, the tactic, or the card whose forced effect this is. */
  card: number;
  /** Index into the source definition's abilities. */
  ability: number;
  player: PlayerId;
  /** Chosen values per choice: card ids, or capital sections encoded by `sectionCode`. */
  picks: number[][];
  x: number;
  /** Event data of a triggered ability: the card the event was about, and its amount. */
  trigger: number;
  amount: number;
  /** Zone of the triggering event ("this corresponding zone" of a unit that left play), or null. */
  zone: ZoneName | null;
  /** Resources paid on initiation (for logs and "spend X" effects). */
  paid: number;
  /** Copied or played without paying its cost (Twin-Tailed Comet, Slaanesh's Domination). */
  free: boolean;
}

/** A lasting effect created by a card or rule, with its duration. */
export interface LastingEffect {
  effect: string;
  controller: PlayerId;
  source: number;
  card: number;
  amount: number;
  until: 'phase' | 'turn' | 'combat' | 'game';
}

export type Step =
  | { t: 'setup'; stage: number }
  | { t: 'turn'; stage: number }
  | { t: 'phase'; phase: Phase; stage: number }
  | { t: 'combat'; stage: number }
  | { t: 'window'; priority: PlayerId; passes: number; chainStarter: PlayerId }
  | { t: 'resolveChain' }
  | { t: 'triggers'; pending: PendingEffect[]; stage: 'constant' | 'forced' }
  | { t: 'resolveEffect'; pending: PendingEffect }
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
   * Making an ability's choices: on initiation (then pay costs and put it on the chain, or resolve
   * it at once when `immediate`), or on resolution (then apply its effect).
   */
  | { t: 'ability'; use: AbilityUse; stage: 'initiate' | 'resolve'; choice: number; immediate: boolean };

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
  | 'chooseTarget'
  /** A choice of an ability being initiated or resolved (targets, costs, options). */
  | 'choose'
  /** The order of cards entering the player's discard pile at the same time: the next one to place (`target`), or `pass` to keep the rest as they are. */
  | 'orderDiscard';

export interface Prompt {
  player: PlayerId;
  kind: PromptKind;
  /** Amount still to assign (assignDamage, assignIndirect). */
  amount: number;
  /** Candidate effects (orderEffects) or the effect choosing a target (chooseTarget). */
  effects: PendingEffect[];
}

export type Decision =
  | { type: 'pass' }
  | { type: 'mulligan' }
  | { type: 'keep' }
  /** Play a card from hand: units, supports and quests into a zone; attachments onto a target; tactics and legends with no zone. */
  | { type: 'play'; card: number; zone?: ZoneName; target?: number; x?: number }
  /** Initiate an Action ability of a card in play (index into its abilities). */
  | { type: 'use'; card: number; ability: number }
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
  | { type: 'target'; target: number | ZoneName; player?: PlayerId };

export type DecisionType = Decision['type'];

export type GameResult =
  | { kind: 'win'; winner: PlayerId; reason: string }
  | { kind: 'draw'; reason: string }
  | { kind: 'turnCap'; turns: number };

export interface GameState {
  version: 1;
  seed: number;
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
  prompt: Prompt | null;
  result: GameResult | null;
  /**
   * Set whenever damage, hit points or developments may have changed: the state check (destroy
   * lethally damaged units, burn zones) runs after the step only then.
   */
  dirty: boolean;
  /** Number of decisions applied so far. */
  decisions: number;
  /** Game log, or null when logging is off (simulations). */
  log: string[] | null;
}
