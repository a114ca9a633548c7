/**
 * The card language: what a card definition declares, as values the engine interprets. Triggers,
 * filters, targets, costs, amounts, conditions, effects and durations are plain objects (built with
 * the helpers in lang/build.ts, imported by card files as '@invasion/engine/dsl'); a small named
 * function (`fn`, `custom`) is the rare escape. Nothing here is stored in the game state: the state
 * refers to abilities and lasting effects by their stable ids.
 */
import type { AbilityUse, Duration, GameState, Phase, PlayerId, ZoneName } from '../types.js';

// ---------------------------------------------------------------- what the escapes see

/** What a named function of a card sees: the state, its source, its controller and its use. */
export interface Ctx {
  state: GameState;
  /** Source card instance id (-1 for a capital board or a rule with no card). */
  self: number;
  /** The ability's controller. */
  player: PlayerId;
  use: AbilityUse;
}

// ---------------------------------------------------------------- references

/**
 * A card (or cards) an effect acts on: the source, its host (the card it is attached to), the
 * event's card, the card an `each` is at, the capital section the source is in ('thisSection'),
 * a target (by index among the ability's targets), a choice made on resolution (by name).
 */
export type CardRef = 'self' | 'host' | 'eventCard' | 'each' | 'thisSection' | 'quester' | { target: number } | { chosen: string };

/** A player relative to the ability: its controller, his opponent, the active player, the player an `eachPlayer` is at, the event's player. */
export type PlayerRel = 'you' | 'opponent' | 'active' | 'each' | 'eventPlayer' | 'any';
export type PlayerRef = PlayerRel | { controllerOf: CardRef } | { ownerOf: CardRef };

/**
 * A zone: by name; 'this' — the zone the source is in (for a card that left play: the zone it
 * left), on the source's own capital; 'corresponding' — that zone name on either capital.
 */
/** `'attacked'`: the zone under attack in the combat in progress (none outside combat). */
export type ZoneRef = ZoneName | 'this' | 'corresponding' | 'eventZone' | 'attacked';

export type Keyword = 'toughness' | 'counterstrike' | 'ambush' | 'raider' | 'savage' | 'feared' | 'scout' | 'limited' | 'necromancy';
export type NumericKeyword = 'toughness' | 'counterstrike' | 'ambush' | 'raider' | 'savage' | 'feared';

// ---------------------------------------------------------------- filters

/** What a card is, for filters: a faceup unit (or development made a unit), support, quest, ... */
export type CardKind = 'unit' | 'support' | 'quest' | 'tactic' | 'legend' | 'attachment' | 'development' | 'card';

export type Range = number | { min?: Amount; max?: Amount };

/**
 * A card filter: every field given must hold (a list means "any of"). Characteristics are the
 * current ones (a facedown card has no race, traits or printed values). Cards not in play are
 * matched where a choice lists them (hand, discard pile, deck) or an event names them (a card that
 * left play is matched as it last was in play).
 */
export interface CardFilter {
  type?: CardKind | readonly CardKind[];
  controller?: PlayerRel;
  owner?: PlayerRel;
  /** A zone, several, or `{ chosen }`: the capital section a choice picked (that zone of that player's capital). */
  zone?: ZoneRef | readonly ZoneName[] | { chosen: string };
  race?: string | readonly string[];
  /** Not of this race (nor of these). */
  notRace?: string | readonly string[];
  trait?: string | readonly string[];
  notTrait?: string | readonly string[];
  name?: string;
  unique?: boolean;
  hero?: boolean;
  printedCost?: Range;
  printedPower?: Range;
  power?: Range;
  hitPoints?: Range;
  damaged?: boolean;
  corrupt?: boolean;
  /** Can become corrupted now (not corrupt, nothing says it cannot be). */
  corruptible?: boolean;
  faceup?: boolean;
  attacking?: boolean;
  defending?: boolean;
  /** Attacking or defending. */
  inCombat?: boolean;
  /**
   * "Opposed in combat": attacking in a combat where the defending side has a participant (a unit
   * declared as a defender, or the legend attacked), or defending while some unit attacks.
   */
  opposed?: boolean;
  /** Took part in the combat of this phase (attacked or defended), even if no longer in it: "participated in combat this phase". */
  participated?: boolean;
  /**
   * In a developed zone (true: the zone it is in, of the capital it is on, holds at least one
   * development) or in an undeveloped one (false: "a zone with no developments"); a card outside the
   * three zones (hand, pile, legend) is in neither.
   */
  inDevelopedZone?: boolean;
  questing?: boolean;
  keyword?: Keyword;
  /** An attachment attached to this card. */
  attachedTo?: CardRef;
  /** Has at least one attachment. */
  hasAttachment?: boolean;
  /** Has this card's race ("shares ..."), e.g. the race of its controller's capital. */
  raceOfCapital?: boolean;
  /** Is not the race of its controller's capital. */
  notRaceOfCapital?: boolean;
  /** Not this card (or cards): "another", "other than the target". */
  not?: CardRef | readonly CardRef[];
  /** Is exactly this card. */
  is?: CardRef;
  /** Something happened to it this turn (state watcher): e.g. 'enteredDiscard'. */
  thisTurn?: HistoryKind;
  /** Any of these filters (combined with the other fields). */
  or?: readonly CardFilter[];
  /** The escape: a named predicate. */
  where?: (ctx: Ctx, id: number) => boolean;
}

export type HistoryKind = 'enteredDiscard' | 'leftPlay' | 'destroyed' | 'attacked' | 'defended' | 'enteredPlay' | 'played';

// ---------------------------------------------------------------- amounts and conditions

export type Amount =
  | number
  | { x: true }
  | { paid: true }
  | { eventAmount: true }
  | { count: CardFilter }
  | { tokens: CardRef }
  | { damage: CardRef }
  | { power: CardRef }
  | { printedPower: CardRef }
  | { printedCost: CardRef }
  | { hitPoints: CardRef }
  | { experience: CardRef }
  | { keyword: CardRef; kw: NumericKeyword }
  | { resources: PlayerRef }
  | { handSize: PlayerRef }
  | { burning: PlayerRef }
  | { zoneDamage: PlayerRef; zone: ZoneRef }
  /** A number chosen by a `choose: 'number'` choice. */
  | { chosen: string }
  /** How many cards a choice picked. */
  | { picked: string }
  | { if: Condition; then: Amount; else: Amount }
  | { sum: readonly Amount[] }
  | { times: readonly [Amount, Amount] }
  | { minus: readonly [Amount, Amount] }
  | { least: readonly Amount[] }
  /** A number in the data of the lasting effect the ability belongs to. */
  | { data: string }
  | { fn: (ctx: Ctx) => number };

export type Condition =
  | { yourTurn: boolean }
  | { phase: Phase | readonly Phase[] }
  /** During combat, at or after this combat step (until the combat is over). */
  | { combatStep: 'declareAttackers' | 'ambush' | 'declareDefenders' | 'assignDamage' | 'applyDamage' }
  | { is: CardRef; matches: CardFilter }
  | { exists: CardFilter }
  | { atLeast: readonly [Amount, Amount] }
  | { and: readonly Condition[] }
  | { or: readonly Condition[] }
  | { not: Condition }
  /** The source's zone (its controller's capital section) is being attacked. */
  | { thisZoneAttacked: true }
  /** A unit is questing on the source (a quest). */
  | { questing: true }
  | { fn: (ctx: Ctx) => boolean };

// ---------------------------------------------------------------- triggers

export type EventName =
  | 'enterPlay'
  | 'leavePlay'
  | 'destroyed'
  | 'attacks'
  | 'defends'
  | 'ambushes'
  | 'dealtDamage'
  | 'afterCombatDamage'
  | 'attackResolved'
  | 'zoneAttacked'
  | 'beginTurn'
  | 'beginPhase'
  | 'endPhase'
  | 'endTurn'
  | 'healed'
  | 'corrupted'
  | 'restored'
  | 'played'
  | 'drawn'
  | 'enteredDiscard'
  | 'collectedResources'
  | 'searched'
  | 'dealsCombatDamage'
  | 'moves'
  | 'opposed'
  | 'declaresAttack';

/**
 * When a triggered ability triggers: the event, and what it must be about. `card` is a reference
 * ('self', 'host') or a filter on the event's card (a card that left play is matched as it last
 * was); `player` on the event's player (whose turn begins, whose zone is attacked, who played).
 */
export interface Trigger {
  on: EventName;
  card?: CardRef | CardFilter;
  player?: PlayerRel;
  zone?: ZoneRef;
  /** dealtDamage: only combat damage (true) or only other damage (false). */
  combat?: boolean;
  /** beginPhase / endPhase: which phase. */
  phase?: Phase;
  /** played: a development (true) or not (false); from the player's hand. */
  asDevelopment?: boolean;
  fromHand?: boolean;
  /** enterPlay: where the card came from ("enters play from your hand"; a played card: where it was played from). */
  from?: 'hand' | 'deck' | 'discard';
  /**
   * "When one or more ...": once for all the events of this kind raised together (in one step,
   * e.g. units destroyed together), not once per event. For Forced and triggered constant effects;
   * a triggered action is armed once by the events before its player's first opportunity.
   */
  batch?: boolean;
  if?: Condition;
}

// ---------------------------------------------------------------- choices and targets

/**
 * A choice: of cards (in play by default; or in a hand, discard pile, the top of a deck, on the
 * chain), of capital sections, of a number, or of one option. Targeting choices (`target:` of an
 * ability) are re-checked on resolution and pay target taxes; other choices are not.
 */
export interface ChoiceSpec {
  choose: 'card' | 'section' | 'number' | 'mode';
  /** Slot name, for `{ chosen: name }` (default: made up). */
  name?: string;
  label?: string;
  /** Where cards are chosen from (default: in play). */
  from?: 'play' | 'hand' | 'discard' | 'deckTop' | 'chain' | 'revealed';
  /** For from hand/discard/deckTop, sections: whose (default: the chooser's own for hand/deck/discard, any for sections). */
  whose?: PlayerRel;
  /** deckTop: how many cards from the top. */
  depth?: Amount;
  /** deckTop: a search (FAQ: searching is not looking at or revealing): "search more cards" effects add to the depth, and the deck is shuffled after. */
  search?: boolean;
  filter?: CardFilter;
  /** Sections: not burning (default true). */
  unburned?: boolean;
  /** Sections: only damaged ones (healing needs damage to remove). */
  damaged?: boolean;
  /** Sections: only developed ones (true: holding at least one development) or undeveloped ones (false: "an undeveloped section"). */
  developed?: boolean;
  /**
   * Sections: the zones these cards may be moved to ("move it to another zone of its controller"):
   * that player's zones other than one it is in, not a zone where it would be a second Hero (FAQ:
   * Limit one Hero per zone); burning zones included.
   */
  moving?: CardRef;
  /** Sections: the escape, a named predicate on a section (its player and zone). */
  zoneWhere?: (ctx: Ctx, player: PlayerId, zone: ZoneName) => boolean;
  /** Cards and sections together ("a target unit or capital section"). */
  orSection?: boolean;
  min?: Amount;
  max?: Amount;
  /** Who chooses (default: the ability's controller); a reference too ("its controller chooses": `controllerOf(TARGET)`). */
  by?: PlayerRef;
  /** A target (default: true for `target:`, false elsewhere). */
  targeting?: boolean;
  /** mode: the options' labels. */
  options?: readonly string[];
  /** With no candidate on resolution: the ability is cancelled (targets' default) or goes on. */
  ifNone?: 'cancel' | 'continue';
  /** Picked at random (as many as `max` allows), not by a player; the cards picked are revealed. */
  random?: boolean;
  /** With `random`: the cards picked are not revealed — they go out of sight ("put a random card from his hand facedown …"). */
  facedown?: boolean;
}

// ---------------------------------------------------------------- costs

export type Cost =
  | { spend: Amount }
  | { sacrifice: CardRef | ChoiceSpec }
  | { corrupt: CardRef | ChoiceSpec }
  | { discard: ChoiceSpec }
  | { removeTokens: Amount; from: CardRef }
  | { returnToHand: CardRef }
  /** The escape: a named cost paid on initiation (`canPay` must hold for the ability to be initiated). */
  | { fn: (ctx: Ctx) => void; canPay: (ctx: Ctx) => boolean; label: string };

// ---------------------------------------------------------------- modifiers (constant and lasting)

export interface TargetTax {
  amount: Amount;
  /** Who pays: opponents of the card's controller (default), or anyone but the tax's own controller. */
  by?: 'opponent' | 'others';
  /** What pays: every card effect (default) or only actions. */
  of?: 'effects' | 'actions';
}

/** Changes to a card's characteristics and what it may do. */
export interface Mods {
  power?: Amount;
  hitPoints?: Amount;
  /** Extra combat damage it deals. */
  combatDamage?: Amount;
  keywords?: Partial<Record<NumericKeyword, Amount>> & { scout?: boolean; necromancy?: boolean };
  traits?: readonly string[];
  /** Its printed text box is blank (traits stay): no keywords or abilities. */
  blank?: boolean;
  /** It loses its Actions and Forced effects (its other abilities stay). */
  losesActionsAndForced?: boolean;
  cannotAttack?: boolean;
  cannotDefend?: boolean;
  /** "Cannot attack alone": declared as an attacker only once another attacker of its side is declared in the same combat. */
  cannotAttackAlone?: boolean;
  /** "Cannot defend alone": declared as a defender only once another defender is declared in the same combat. */
  cannotDefendAlone?: boolean;
  /** It must be declared as a defender when its zone is attacked, if able ("cannot" wins). */
  mustDefend?: boolean;
  /** While defending, its combat damage is dealt to every attacking unit instead of going into its side's pool. */
  damagesAllAttackers?: boolean;
  /** It must be declared as an attacker in its controller's battlefield phase, if able: he cannot decline to attack while it can ("cannot" wins). */
  mustAttack?: boolean;
  /** It has no Toughness, whatever gives it ("loses all Toughness"). */
  losesToughness?: boolean;
  cannotBeCorrupted?: boolean;
  /** No effect restores it, nor its controller's Kingdom-phase restore ("cannot be restored"). */
  cannotBeRestored?: boolean;
  /** Opponents' card effects cannot target it. */
  cannotBeTargeted?: boolean;
  /** No card effect, its own controller's included, can target it ("cannot be targeted by card effects"). */
  cannotBeTargetedByAny?: boolean;
  /** Its damage cannot be cancelled. */
  damageUncancellable?: boolean;
  /** May be declared as an attacker from any of its controller's zones (and keeps attacking when moved). */
  attackFromAnyZone?: boolean;
  /** May be declared as a defender when any of its controller's zones is attacked, and keeps defending when moved. */
  defendFromAnyZone?: boolean;
  targetTax?: TargetTax;
  /**
   * A development that is also a unit with these values ("it still counts as a development"); on a
   * faceup support card, a unit with these hit points that keeps its own power ("it also counts as a
   * support card"; `power` is ignored there).
   */
  becomesUnit?: { power?: number; hitPoints: number };
  /** Has no power, whatever it gains (Judgement of Loec). */
  losesAllPower?: boolean;
  /** "Cannot have its hit points reduced by card effects": every effect that would lower its hit points is ignored (those raising them still count). */
  hitPointsCannotBeReduced?: boolean;
  /** "Treat each damage on it as 2 damage": its damage counts twice against its hit points and wherever its damage is read. */
  damageCountsDouble?: boolean;
}

/** Rules a constant changes for players rather than for cards. */
export interface RuleMods {
  /** Change to what a player pays to play a card. */
  cost?: CostRule;
  /** Damage of this kind cannot be cancelled (while the constant is active). */
  damageUncancellable?: 'all' | 'combat' | 'indirect';
  /**
   * Units entering the source's zone under its controller enter corrupted; 'self': the source itself
   * enters play corrupted ("this unit enters play corrupted"); 'undeveloped': every unit, either
   * player's, entering play into a zone of its controller's capital holding no development ("a unit entering an undeveloped zone is corrupt on arrival").
   */
  enterCorrupted?: boolean | 'self' | 'undeveloped';
  /** Every deck's top card is revealed to all players. */
  revealDeckTops?: boolean;
  /** While active, all damage dealt to the capital of the player defending in the combat is doubled (several: each adds the amount again). */
  doubleDefendingCapitalDamage?: boolean;
  /** The controller may play his deck's top card as though it were in his hand. */
  playDeckTop?: boolean;
  /**
   * Resource tokens on the source may be spent as its controller's resources; `{ for }`: only to pay
   * for cards matching the filter that he plays from his hand ("to pay for Attachment cards played from your hand").
   */
  tokensAsResources?: boolean | { for: CardFilter };
  /** Damage on the source may be spent as its controller's resources. */
  damageAsResources?: boolean;
  /** The controller searches this many more cards whenever he searches his deck. */
  extraSearch?: number;
  /** All damage assigned to units is doubled as it is assigned (several: each adds the amount again). */
  doubleDamageToUnits?: boolean;
  /** The card itself (read while it is in hand): its owner may play it from his hand any time he could take an action, not only in his capital phase. */
  playAnyTime?: boolean;
  /** The card itself (read while it is in hand): it is played only into a zone of his that has developments (true) or none (false: "play in a zone with no developments"). */
  playInto?: { developed: boolean };
  /**
   * The card itself (read while it is in hand): an alternative cost its player may choose as he plays it
   * from his hand — he pays these costs (chosen and paid as the play is paid) and its cost is 0; its
   * loyalty cost is still paid (FAQ: Loyalty is not part of the cost for card effects). Units, supports, quests.
   */
  alternativeCost?: Cost | readonly Cost[];
  /** "You cannot develop this zone": its controller plays no development into the zone of his capital the source is in. */
  cannotDevelopThisZone?: boolean;
  /** "one more development from the hand in each of your turns": its controller may play this many more developments in each of his turns (several: they add up). */
  extraDevelopments?: number;
  /**
   * In a lasting behaviour: the player draws no more cards than its data counter `data` allows, each
   * card drawn using one ("cannot draw more than one card this turn").
   */
  drawBudget?: { player: PlayerRel; data: string };
  /** Damage a tactic its controller plays deals to its targets is this much more, to each target (several: they add up). */
  tacticDamageBonus?: number;
  /** "Whenever you deal indirect damage, deal N more": indirect damage its controller's effects deal is this much more (several: they add up). */
  indirectDamageBonus?: number;
  /**
   * "If <condition>, sacrifice it": while the constant is active (its `if` holds, its card in play),
   * its controller sacrifices its card — checked with the state checks, as lethal damage is.
   */
  sacrificeSelf?: boolean;
  /**
   * "If attached unit is <condition>, destroy that unit": while the constant is active (its `if` holds,
   * its attachment in play), the card it is attached to is destroyed — checked with the state checks,
   * as lethal damage is.
   */
  destroyHost?: boolean;
}

export interface CostRule {
  /** Cards whose cost changes (default: any), as they are being played. */
  of?: CardFilter;
  /** Who plays them (default 'you'). */
  by?: PlayerRel;
  change: Amount;
  /** Only the first such card the player plays each turn (the turn's history: one played before the source came into play counts). */
  first?: 'turn';
  /** The card's own cost, while it is played (from hand). */
  self?: boolean;
  /**
   * "To a minimum of N": this reduction never takes the card's cost (its printed cost; loyalty is
   * apart) below N — a card already cheaper keeps its own cost.
   */
  minimum?: number;
}

// ---------------------------------------------------------------- effects

/** Where damage goes: cards, capital sections (a chosen section), or an inline choice. */
export type Target = CardRef | ChoiceSpec | SectionsRef;

/** Every section of a player's capital ("each section of his capital"); a burning one takes no damage. */
export interface SectionsRef {
  sectionsOf: PlayerRef;
}

export type Effect =
  | { damage: Amount; to: Target; uncancellable?: boolean; combat?: boolean }
  | { indirect: Amount; player: PlayerRef; uncancellable?: boolean }
  | { heal: Amount | 'all'; card: Target }
  /** Remove damage from capital sections (a section reference or choice: 'thisSection', section()). */
  | { healCapital: Amount | 'all'; section: Target }
  | { destroy: Target }
  | { sacrifice: Target }
  | { corrupt: Target }
  | { restore: Target }
  | { returnToHand: Target }
  | { toDeck: Target; bottom?: boolean }
  | { discardFromPlay: Target }
  | { draw: Amount; player: PlayerRef; bottom?: boolean }
  | { discardHand: PlayerRef }
  | { discard: Amount; player: PlayerRef; random?: boolean }
  | { discardDeckTop: Amount; player: PlayerRef }
  | { gainResources: Amount; player: PlayerRef }
  | { loseResources: Amount; player: PlayerRef }
  | { gain: Mods; card: Target; until: Duration }
  | { lasting: string; card?: Target; until: Duration; data?: Record<string, Amount> }
  | { move: Target; zone: ZoneRef | { chosen: string } }
  /** The player gains control (default: the ability's controller); the card goes to the same zone of his capital. */
  | { takeControl: Target; until: Duration; player?: PlayerRef }
  /** "It is declared as a defender": a unit of the defending player in the attacked zone joins the defenders of the combat in progress. */
  | { declareDefender: Target }
  /** "<Units> initiate an attack against <an opponent's zone>": a combat begins outside the battlefield phase with only these attackers (its controller's turn). */
  | { initiateAttack: Target; zone: ZoneRef | { chosen: string } }
  | { putIntoPlay: Target; zone: ZoneRef | { chosen: string }; controller?: PlayerRef; corrupted?: boolean; asDevelopment?: boolean; attacking?: boolean }
  | { developFromDeck: Amount; player: PlayerRef; zone: ZoneRef | { chosen: string } }
  | { addTokens: Amount; card: Target }
  | { removeTokens: Amount; card: Target }
  | { moveDamage: Amount | 'all'; from: Target; to: Target }
  | { cancel: Target }
  | { shuffle: PlayerRef }
  /** Shows cards (from a hand or a deck, say) to both players until this ability has resolved. */
  | { reveal: Target }
  | { toFaceup: Target }
  | { toFacedown: Target }
  | { experience: Amount; card: Target }
  /** Moves attachments onto another card (they stay in play: no leaving or entering play). */
  | { moveAttachment: Target; to: Target }
  /** "Attach it to target unit": a card in a discard pile or a hand enters play attached to the host (a unit in play attaches itself). */
  | { attachTo: Target; host: Target }
  | { extraPhase: 'battlefield' }
  /** An attack this turn against two of the opponent's zones: its controller's attacks this turn may name a second zone (flow/combat/twoZones.ts). */
  | { twoZoneAttacks: 'turn' }
  /** For the rest of the game the player must burn this many zones to win (rules summary: "For the rest of the game"). */
  | { zonesToWin: Amount; player: PlayerRef }
  /**
   * Play tactics at no cost (X is 0), as though their player held them: from any hand, or a tactic
   * just played on the chain (`copy`: its effects resolve again as a copy, play restrictions aside).
   * The ability's controller makes every choice; each resolves at once.
   */
  | { playTactic: Target; copy?: boolean }
  /**
   * "Play it as if it were in your hand" (a tactic in a discard pile): paid (`ignoreLoyalty`: without
   * its loyalty cost), its play restrictions observed; `afterwards`: where it goes once done instead
   * of a discard pile ('ownersDeckBottom').
   */
  | { playAsIfInHand: Target; ignoreLoyalty?: boolean; afterwards?: 'ownersDeckBottom' }
  /** "Play a unit from your hand", all costs paid: its player plays one card of his hand matching the filter now, as a new action on the chain (cost, loyalty, zone and play restrictions as from hand; outside his capital phase too). */
  | { playFromHand: CardFilter }
  | { each: CardFilter; do: Effect | readonly Effect[] }
  | { eachPlayer: Effect | readonly Effect[] }
  | { andThen: Effect | readonly Effect[] }
  | { if: Condition; do: Effect | readonly Effect[]; else?: Effect | readonly Effect[] }
  | { chooseOne: readonly { label: string; do: Effect | readonly Effect[]; if?: Condition }[]; by?: PlayerRef }
  | { choose: ChoiceSpec }
  | { custom: (ctx: Ctx) => boolean | void; label: string };

// ---------------------------------------------------------------- abilities

interface AbilityBase {
  /** Stable id within the card (default: its kind, when the card has one ability of that kind). */
  id?: string;
  /** "Kingdom." / "Quest." / "Battlefield.": only while the source is in this zone. */
  zone?: ZoneName;
}

/** Targets chosen on initiation (actions) or first on resolution (triggered effects). */
type Targets = { target?: ChoiceSpec | CardFilter; targets?: readonly (ChoiceSpec | CardFilter)[] };

export interface ActionDef extends AbilityBase, Targets {
  kind: 'action';
  /** A triggered action: usable once per trigger, at the player's first opportunity in the next action window. */
  when?: Trigger;
  /** "(Limit once per turn)" per copy. */
  limit?: 'turn' | 'phase';
  /** With `limit`: how many times per turn (or phase) it may be used ("Limit twice per turn": 2; default 1). */
  times?: number;
  /** "Only an opponent may trigger this ability": an opponent of the card's controller uses it (he pays its costs, makes its choices and is its controller); its own controller cannot. */
  by?: 'opponent';
  /** Timing or other condition to initiate it ("play during your turn"). */
  if?: Condition;
  /**
   * Whether at least part of its effect could resolve now ("heal all damage on your units": one is
   * damaged); when not, it cannot be initiated (Initiation of Card Abilities: not just to pay its cost).
   */
  canResolve?: Condition;
  cost?: Cost | readonly Cost[];
  effect: Effect | readonly Effect[];
}

export interface ForcedDef extends AbilityBase, Targets {
  kind: 'forced';
  /** A "you may" triggered constant effect rather than a Forced effect. */
  optional?: boolean;
  /**
   * A mandatory triggered constant effect ("whenever ..., do ..." with neither "Forced:" nor "you
   * may"): it resolves with the constant effects, before Forced effects, and is not lost with them.
   */
  constant?: boolean;
  when: Trigger;
  limit?: 'turn';
  cost?: Cost | readonly Cost[];
  effect: Effect | readonly Effect[];
}

export interface ConstantDef extends AbilityBase {
  kind: 'constant';
  if?: Condition;
  /** Cards modified (default: the source itself; 'host': the card it is attached to). */
  affects?: CardFilter | 'self' | 'host';
  modify?: Mods;
  rules?: RuleMods;
}

/**
 * A replacement ("if ... would be destroyed, ... instead"): the event does not happen, the
 * effect does. Optional ones ask the player (who may pay their cost).
 */
export interface ReplaceDef extends AbilityBase {
  kind: 'replace';
  /** 'heal': "when it would be healed, ... instead" — the damage stays; mandatory only (no `optional`). */
  on: 'destroy' | 'leavePlay' | 'heal';
  card: CardRef | CardFilter;
  /** leavePlay: only when it goes to one of these piles. */
  pile?: 'discard' | 'hand' | 'deck' | readonly ('discard' | 'hand' | 'deck')[];
  optional?: boolean;
  if?: Condition;
  cost?: Cost | readonly Cost[];
  limit?: 'turn';
  instead: Effect | readonly Effect[];
}

/**
 * Damage that would be dealt is taken away before it is dealt, at the timing of Toughness (FAQ:
 * Redirecting Damage): cancelled (`amount` points, default all), redirected to a chosen target, or
 * replaced by removing a token from the source ("remove a token instead").
 */
export interface ShieldDef extends AbilityBase {
  kind: 'shield';
  /** What it protects: cards, or sections of its controller's capital ('capital'), or of every capital ('capitals'). */
  to: CardRef | CardFilter | 'capital' | 'capitals';
  amount?: Amount;
  /** Cancels all but this many points of each damage it meets ("cancel all but 1 of that damage"). */
  allBut?: number;
  /** Only combat damage, or only non-combat damage. */
  combat?: boolean;
  if?: Condition;
  limit?: 'turn';
  /**
   * With `limit`: each card it protects has its own allowance ("each unit you control gains: '… the first damage point each unit takes in a turn …'"), instead of one for the shield.
   */
  perCard?: boolean;
  /** Redirected to this choice (made by the controller) instead of cancelled. */
  redirect?: ChoiceSpec;
  /** Each use removes one resource token from the source (none left: no shield). */
  tokensPerUse?: boolean;
  /** Each point taken away removes one resource token from the source (at most its tokens). */
  tokensPerPoint?: boolean;
  /** Each point taken away gives its controller a resource. */
  gainResources?: boolean;
  /** Also takes away damage that cannot be cancelled (a replacement, not a cancellation). */
  replacement?: boolean;
  /** In a lasting behaviour: the data counter of points left ("the next 2 damage"); the effect ends at 0. */
  budget?: string;
  /** Printed as a Forced effect (War Hydra): a card that loses its Forced effects loses this shield too. */
  forced?: boolean;
}

export type AbilityDef = ActionDef | ForcedDef | ConstantDef | ReplaceDef | ShieldDef;

/**
 * A lasting behaviour a card's effect creates (a conditional action, a delayed effect, a shield on
 * a unit, a watcher): defined once here by key, instantiated in the state as data. Its abilities see
 * the lasting effect's `card` as 'host' and its data through `{ data: name }` amounts.
 */
export interface LastingDef {
  /** Abilities while it lasts. Triggered ones with `once` end the effect when they resolve (a conditional action). */
  abilities: readonly AbilityDef[];
  once?: boolean;
  /** Runs when it ends (by expiring or being used up). */
  onEnd?: Effect | readonly Effect[];
}

/** Attachments: legal hosts, what must keep holding, what happens when it attaches and leaves. */
export interface AttachDef {
  /**
   * The host it is played onto (a target): requirements that hold at all times ("a unit", "a unit
   * you control") — when the host stops meeting them the attachment is discarded (FAQ: Attachments).
   * A `zone` here counts only on entry.
   */
  to: CardFilter;
  /** Further requirements that count only as it is played ("in your battlefield"). */
  enter?: CardFilter;
  onAttach?: Effect | readonly Effect[];
  /** When it leaves play while its host stays (effects see the host as 'host'). */
  onDetach?: Effect | readonly Effect[];
}
