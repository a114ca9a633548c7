/**
 * Compiled card behaviour: what the card language's values become when a ruleset is installed —
 * closures over the state, indexed for the hot paths (by event kind, by constant field). Only
 * types here; the compiler is abilities/compile*.ts, the storage ruleset/registry.ts.
 */
import type { GameState, LastingEffect, PlayerId, ZoneName } from '../types.js';
import type { EventData } from '../types.js';
import type { Ctx } from '../lang/types.js';

/**
 * The runtime context compiled code sees: a Ctx plus the bindings of the moment — the card an
 * `each` (or a constant's affected card) is at, the lasting effect an ability belongs to, and for a
 * card that left play what it last was (controller, zone).
 */
export interface RCtx extends Ctx {
  each: number;
  lasting: LastingEffect | null;
  /** Last known information of the event's card when it left play: its controller and zone. */
  lki: { card: number; controller: PlayerId; zone: ZoneName | null } | null;
}

export type Pred = (ctx: RCtx, id: number) => boolean;
export type Cond = (ctx: RCtx) => boolean;
export type Num = (ctx: RCtx) => number;
export type Refs = (ctx: RCtx) => readonly number[];
export type PlayerFn = (ctx: RCtx) => PlayerId;

/** A choice slot (targets, cost choices, choices on resolution). */
export interface CChoice {
  slot: number;
  name: string;
  label: string;
  kind: 'card' | 'section' | 'number' | 'mode';
  from: 'play' | 'hand' | 'discard' | 'deckTop' | 'chain' | 'revealed';
  /** Whose hand/discard/deck (or sections): a player, or -1 for both. */
  whose: (ctx: RCtx) => PlayerId | -1;
  depth: Num | null;
  search: boolean;
  filter: Pred | null;
  orSection: boolean;
  unburned: boolean;
  /** Sections: only damaged ones. */
  damaged?: boolean;
  /** Sections: only developed (true) or undeveloped (false) ones. */
  developed?: boolean;
  /** Sections: the zones these cards may be moved to (lang ChoiceSpec.moving). */
  moving?: Refs;
  /** Sections: a named predicate (lang ChoiceSpec.zoneWhere). */
  zoneWhere?: (ctx: RCtx, player: PlayerId, zone: ZoneName) => boolean;
  /** A redirect's new target: never the card or section the damage was headed for (the event's card). */
  notEventCard?: boolean;
  min: Num;
  max: Num;
  by: PlayerFn;
  targeting: boolean;
  ifNone: 'cancel' | 'continue';
  random: boolean;
  /** A random pick that is not revealed (the cards picked go facedown). */
  facedown?: boolean;
  /** Paid as a cost on initiation: the picked cards are sacrificed / corrupted / discarded. */
  cost: 'sacrifice' | 'corrupt' | 'discard' | null;
  /** mode: labels, and whether each option is available. */
  options: readonly string[];
  optionIf: readonly (Cond | null)[];
}

/** A cost other than resources and choice costs. */
export interface CCost {
  label: string;
  canPay: Cond;
  pay: (ctx: RCtx) => void;
}

/** One instruction of an effect program. */
export type Op =
  | { op: 'choose'; choice: CChoice }
  | { op: 'do'; label: string; run: (ctx: RCtx) => boolean }
  | { op: 'jumpUnless'; cond: Cond; to: number }
  | { op: 'jumpIfFailed'; to: number }
  | { op: 'jump'; to: number }
  | { op: 'mode'; choice: CChoice; to: readonly number[] }
  /** Binds `eachPlayer` (stored in the slot): 0 the active player, 1 the other. */
  | { op: 'eachPlayer'; slot: number; which: 0 | 1 };

export interface CTrigger {
  kind: number;
  test: (ctx: RCtx, ev: EventData) => boolean;
  /** The ability's own card left play ("when this leaves play / is destroyed"): checked from where it went. */
  outOfPlay: boolean;
  /** About the card it is attached to ("when the attached unit ..."): also seen by an attachment that left play with it. */
  host: boolean;
  /** "One or more": queued once for the events of its kind raised together. */
  batch: boolean;
}

/**
 * Constant-field bits, so lookups skip cards without the field they need. A bit is only a prefilter:
 * the 31 bits are all used and some fields share one, so a consumer always reads the field itself
 * (anyConstant(state, bit) alone answers only "maybe"). A wider scheme is due before more fields.
 */
export const CF = {
  power: 1,
  hitPoints: 2,
  // (the 32-bit mask is full: it shares the prefilter bit of hitPoints; the flag itself is read exactly)
  hitPointsCannotBeReduced: 2,
  // (likewise: it shares the prefilter bit of hitPoints)
  damageCountsDouble: 2,
  toughness: 4,
  combatDamage: 8,
  keywords: 16,
  traits: 32,
  blank: 64,
  losesActionsAndForced: 128,
  cannotAttack: 256,
  cannotDefend: 512,
  cannotBeCorrupted: 1024,
  // (the 32-bit mask is full: it shares its prefilter bit with cannotBeCorrupted; the flag itself is read exactly)
  cannotBeRestored: 1024,
  cannotBeTargeted: 2048,
  // Shares its prefilter bit with cannotBeTargeted (the mask is full; the flag itself is read exactly).
  cannotBeTargetedByAny: 2048,
  damageUncancellable: 4096,
  attackFromAnyZone: 8192,
  // The 32-bit mask is full: it shares its prefilter bit with attackFromAnyZone (the flag itself is read exactly).
  defendFromAnyZone: 8192,
  // (the 32-bit mask is full: they share the prefilter bits of cannotAttack / cannotDefend; the flags themselves are read exactly)
  cannotAttackAlone: 256,
  cannotDefendAlone: 512,
  targetTax: 16384,
  becomesUnit: 32768,
  losesAllPower: 65536,
  cost: 131072,
  // Shares its prefilter bit with cost (the mask is full; the rule itself is read exactly).
  cannotDevelopThisZone: 131072,
  // Shares its prefilter bit with cost too (the rule itself is read exactly).
  extraDevelopments: 131072,
  ruleUncancellable: 262144,
  enterCorrupted: 524288,
  // Shares its prefilter bit with enterCorrupted (the mask is full; the rule itself is read exactly).
  sacrificeSelf: 524288,
  // Shares its prefilter bit with enterCorrupted too (the rule itself is read exactly).
  destroyHost: 524288,
  revealDeckTops: 1048576,
  // (the 32-bit mask is full: it shares the prefilter bit of doubleDamageToUnits; the rule itself is read exactly)
  doubleDefendingCapitalDamage: 33554432,
  playDeckTop: 2097152,
  tokensAsResources: 4194304,
  damageAsResources: 8388608,
  extraSearch: 16777216,
  doubleDamageToUnits: 33554432,
  mustDefend: 67108864,
  damagesAllAttackers: 134217728,
  mustAttack: 268435456,
  losesToughness: 536870912,
  tacticDamageBonus: 1073741824,
  // Shares its prefilter bit with extraSearch (the mask is full; the rule itself is read exactly).
  drawBudget: 16777216,
  // Shares its prefilter bit with tacticDamageBonus (the mask is full; the rule itself is read exactly).
  indirectDamageBonus: 1073741824,
} as const;
export type ConstantField = keyof typeof CF;

export interface CMods {
  power: Num | null;
  hitPoints: Num | null;
  combatDamage: Num | null;
  keywords: Partial<Record<'toughness' | 'counterstrike' | 'ambush' | 'raider' | 'savage' | 'feared', Num>> | null;
  scout: boolean;
  necromancy: boolean;
  traits: readonly string[] | null;
  blank: boolean;
  losesActionsAndForced: boolean;
  cannotAttack: boolean;
  cannotDefend: boolean;
  mustDefend: boolean;
  mustAttack: boolean;
  losesToughness: boolean;
  damagesAllAttackers: boolean;
  cannotBeCorrupted: boolean;
  cannotBeRestored: boolean;
  cannotBeTargeted: boolean;
  cannotBeTargetedByAny: boolean;
  damageUncancellable: boolean;
  attackFromAnyZone: boolean;
  defendFromAnyZone: boolean;
  cannotAttackAlone: boolean;
  cannotDefendAlone: boolean;
  targetTax: { amount: Num; by: 'opponent' | 'others'; of: 'effects' | 'actions' } | null;
  becomesUnit: { power?: number; hitPoints: number } | null;
  losesAllPower: boolean;
  hitPointsCannotBeReduced: boolean;
  damageCountsDouble: boolean;
}

export interface CRules {
  cost: { of: Pred | null; by: 'you' | 'opponent' | 'any'; change: Num; first: boolean; self: boolean; minimum: number } | null;
  damageUncancellable: 'all' | 'combat' | 'indirect' | null;
  enterCorrupted: boolean | 'self' | 'undeveloped';
  revealDeckTops: boolean;
  doubleDefendingCapitalDamage: boolean;
  playDeckTop: boolean;
  /** true, or only for cards matching this that are played from hand. */
  tokensAsResources: boolean | Pred;
  damageAsResources: boolean;
  extraSearch: number;
  /** Damage assigned to units is doubled as it is assigned (each such constant adds the amount again). */
  doubleDamageToUnits: boolean;
  /** Extra damage to each target of a tactic its controller plays. */
  tacticDamageBonus: number;
  /** Extra indirect damage dealt by its controller's effects. */
  indirectDamageBonus: number;
  /** Its card is sacrificed while the constant is active ("if ..., sacrifice it"). */
  sacrificeSelf: boolean;
  /** The card it is attached to is destroyed while the constant is active ("if attached unit is ..., destroy that unit"). */
  destroyHost: boolean;
  /** The card may be played from hand any time its player could take an action. */
  playAnyTime: boolean;
  /** The card is played only into a zone with (true) or without (false) developments. */
  playInto: { developed: boolean } | null;
  /** Its controller cannot play a development into the source's zone. */
  cannotDevelopThisZone: boolean;
  /** More developments its controller may play in each of his turns. */
  extraDevelopments: number;
  /** Draws limited by a lasting behaviour's data counter, for the player this gives. */
  drawBudget: { player: (ctx: RCtx) => PlayerId; data: string } | null;
}

export interface CShield {
  /** What it protects: sections of its controller's capital, of every capital, or cards. */
  to: 'capital' | 'capitals' | Pred;
  /** Most points taken per use (null: all). */
  amount: Num | null;
  combat: boolean | null;
  /** Redirected rather than cancelled (the ability's program chooses where and deals it). */
  redirect: boolean;
  /** One resource token of the source is removed per use (none left: no shield). */
  tokensPerUse: boolean;
  /** One resource token of the source is removed per point taken (at most its tokens). */
  tokensPerPoint: boolean;
  gainResources: boolean;
  /** Takes damage that cannot be cancelled too (a replacement, not a cancellation). */
  replacement: boolean;
  /** A lasting shield's counter in the effect's data (points left); it ends at 0. */
  budget: string | null;
  /** A Forced effect: off while its card has lost its Actions and Forced effects. */
  forced: boolean;
  /** Points of each damage it leaves ("all but N"); 0: none. */
  allBut: number;
  /** Its turn limit is counted for each protected card apart. */
  perCard: boolean;
}

/** A compiled ability of any kind (its kind decides which fields matter). */
export interface CAbility {
  /** Stable id within its owner. */
  id: string;
  kind: 'action' | 'forced' | 'constant' | 'replace' | 'shield';
  /** Where it is defined: a card definition id, 'capital:<id>', 'rules'. */
  def: string;
  /** Position among its owner's abilities (also its index for scenarios written with `ability: N`). */
  index: number;
  zone: ZoneName | null;
  optional: boolean;
  /** A triggered constant effect ("you may", or a mandatory "whenever"): timed before Forced effects, not lost with them. */
  triggeredConstant: boolean;
  trigger: CTrigger | null;
  limit: 'turn' | 'phase' | null;
  /** An action with a limit: uses allowed per limit period (default 1). */
  limitTimes?: number;
  condition: Cond | null;
  /** An action: whether part of its effect could resolve now (else it cannot be initiated). */
  canResolve?: Cond | null;
  targets: readonly CChoice[];
  costs: readonly CCost[];
  /** Choices paid as costs (sacrifice/corrupt/discard a chosen card). */
  costChoices: readonly CChoice[];
  spend: Num | null;
  program: readonly Op[];
  slots: number;
  slotNames: ReadonlyMap<string, number>;
  /** A choice named in an `eachPlayer`: every player's slot (`rules.picked` reads them all). */
  multiSlots?: ReadonlyMap<string, readonly number[]>;
  /** A tactic's play (its first action). */
  tacticPlay: boolean;
  /** An action only an opponent of the card's controller may trigger. */
  byOpponent?: boolean;
  // constant
  affects: 'self' | 'host' | Pred;
  mods: CMods | null;
  rules: CRules | null;
  mask: number;
  // replace
  replaceOn: 'destroy' | 'leavePlay' | 'heal' | null;
  replaceTest: ((ctx: RCtx, card: number, pile: 'deck' | 'hand' | 'discard') => boolean) | null;
  // shield
  shield: CShield | null;
  /** A lasting behaviour's ability: the behaviour's registry index (-1 otherwise). */
  lasting: number;
  /** A rule's triggered ability: the cards (or, with card -1, the players) it triggers for, given the event. */
  ruleSources: ((state: GameState, ev: EventData) => readonly { card: number; player: PlayerId; amount?: number }[]) | null;
}

/** A lasting behaviour a card defines ('<def>:<key>'), compiled. */
export interface CLasting {
  b: string;
  k: number;
  def: string;
  abilities: readonly CAbility[];
  triggered: readonly CAbility[];
  constants: readonly CAbility[];
  shields: readonly CAbility[];
  replacements: readonly CAbility[];
  mask: number;
  once: boolean;
  onEnd: readonly Op[] | null;
  /** The pseudo-ability that runs `onEnd` (its id is '<key>/end'). */
  endAbility: CAbility | null;
}

export interface CAttach {
  /** Legal host on entry (zones included). */
  host: Pred;
  /** What must keep holding (the host filter without its zone requirement). */
  keep: Pred;
  onAttach: CAbility | null;
  onDetach: CAbility | null;
}

/** Everything compiled for one card definition (or a capital board, or the rules). */
export interface CompiledCard {
  id: string;
  abilities: readonly CAbility[];
  byId: ReadonlyMap<string, CAbility>;
  actions: readonly CAbility[];
  /** Forced/optional triggered abilities by event kind, for cards in play. */
  triggered: readonly (readonly CAbility[])[];
  /** Those that trigger from out of play (its own leaving play), by event kind. */
  triggeredOutOfPlay: readonly (readonly CAbility[])[];
  /** Triggered actions by event kind. */
  triggeredActions: readonly (readonly CAbility[])[];
  /** Bit set of event kinds any of its triggered abilities listen to. */
  eventMask: number;
  constants: readonly CAbility[];
  constantMask: number;
  replacements: readonly CAbility[];
  shields: readonly CAbility[];
  attach: CAttach | null;
  /** setup effects of a capital board. */
  setup: CAbility | null;
}

export type StateFn<T> = (state: GameState) => T;
