/**
 * The card ability DSL: what a card definition declares. Abilities are data plus small functions
 * over the state; nothing here is stored in the game state (uses are, as `AbilityUse`).
 *
 * Kinds (rules summary "Card Abilities"; FAQ: Action, Forced, Constant Effects):
 * - `action`: an Action of a card in play, or the play of a tactic (a tactic's first ability).
 * - `forced`: a Forced effect, or a triggered constant effect (`optional` for "you may"), raised
 *   by an event and resolved per Detailed Timing A/C.
 * - `constant`: a continuous modifier (power, hit points, keywords, costs, restrictions).
 */
import type { EventKind, GameEvent } from '../timing/events.js';
import type { AbilityUse, GameState, PlayerId, ZoneName } from '../types.js';

/** What an ability's code sees: the state, its source, its controller and its choices. */
export interface Ctx {
  state: GameState;
  /** Source card instance id. */
  self: number;
  /** The ability's controller. */
  player: PlayerId;
  use: AbilityUse;
}

export type Duration = 'phase' | 'turn' | 'game';

/**
 * A choice an ability makes: targets ("target"), or non-targeting choices ("choose", "search").
 * Candidates are card ids (from `cards`) or capital sections (from `sections`, encoded with
 * `sectionCode`). Choices are made in order; later filters can read earlier picks.
 */
export interface ChoiceSpec {
  /** Shown in prompts: "unit to damage". */
  label: string;
  /** A "target" (Church of Sigmar's tax, re-checked on resolution). Default true. */
  targeting?: boolean;
  /** When the choice is made: on initiation (default for actions) or on resolution (default for forced effects). */
  at?: 'initiate' | 'resolve';
  /** Who chooses; default the controller. 'opponent' for "force an opponent to sacrifice". */
  by?: 'controller' | 'opponent';
  /** Candidate cards in play (faceup units, supports, quests, attachments and developments). */
  cards?: (ctx: Ctx, id: number) => boolean;
  /** Candidate cards from a custom list (chain, hand, deck top, discard pile). */
  list?: (ctx: Ctx) => number[];
  /** Candidate capital sections / zones of a player. */
  sections?: (ctx: Ctx, p: PlayerId, zone: ZoneName) => boolean;
  /** Picks: at least `min` (default 1) and at most `max` (default `min`, at least 1). `min: 0` = "may"/"up to"; either may depend on the use ("X targets"). */
  min?: number | ((ctx: Ctx) => number);
  max?: number | ((ctx: Ctx) => number);
  /** On resolution with no candidate: cancel the effect (default for targets) or go on without a pick. */
  ifNone?: 'cancel' | 'continue';
  /** Paid as a cost on initiation: the picked cards are sacrificed / corrupted / discarded. */
  cost?: 'sacrifice' | 'corrupt' | 'discard';
}

export interface ActionAbility {
  kind: 'action';
  /**
   * A triggered action ("Action: At the beginning of your turn, ..."; FAQ: Triggered Actions): usable
   * once per copy per time its condition is met, in the first action window from then on, or never.
   */
  trigger?: { on: EventKind; when: (ctx: Ctx, ev: GameEvent) => boolean };
  /** "Quest. Action:" — usable only while the source is in this zone of its controller. */
  zone?: ZoneName;
  /** "(Limit once per turn)" per copy. */
  limit?: 'turn';
  /** Extra timing or condition ("play during your turn"). */
  playable?: (ctx: Ctx) => boolean;
  /** "Spend N resources to ..." (a tactic's own cost is its card cost, not this). */
  spend?: number | ((ctx: Ctx) => number);
  sacrificeSelf?: boolean;
  corruptSelf?: boolean;
  /**
   * Another cost paid on initiation, after the choices ("discard X resource tokens from this card
   * to ..."); `playable` must refuse the action when it cannot be paid. Stays paid when cancelled.
   */
  payCost?: (ctx: Ctx) => void;
  choices?: ChoiceSpec[];
  /** False when the effect cannot resolve at all (then the ability cannot be initiated). */
  canResolve?: (ctx: Ctx) => boolean;
  effect: (ctx: Ctx) => void;
}

export interface TriggeredAbility {
  kind: 'forced';
  /** A "you may" triggered constant effect rather than a Forced effect. */
  optional?: boolean;
  on: EventKind;
  /** "Kingdom. Forced:" — only while the source is in this zone. */
  zone?: ZoneName;
  /** The trigger condition; `ctx.self` is the source (which may have just left play). */
  when: (ctx: Ctx, ev: GameEvent) => boolean;
  /** Triggers from the source out of play (its own "leaves play"/"is destroyed"). */
  fromOutOfPlay?: boolean;
  choices?: ChoiceSpec[];
  effect: (ctx: Ctx) => void;
}

export type Amount = number | ((ctx: Ctx, id: number) => number);

export interface ConstantAbility {
  kind: 'constant';
  /** "Kingdom." — active only while the source is in this zone. */
  zone?: ZoneName;
  /** Active only while this holds ("while you control a damaged unit"). */
  active?: (ctx: Ctx) => boolean;
  /** Cards modified; default the source itself. */
  affects?: (ctx: Ctx, id: number) => boolean;
  power?: Amount;
  hitPoints?: Amount;
  toughness?: Amount;
  /** Extra combat damage the affected unit deals (Savage Gors). */
  combatDamage?: Amount;
  /** The affected cards' damage cannot be cancelled (Bloodthirster). */
  uncancellableDamage?: boolean;
  cannotBeCorrupted?: boolean;
  /** Units entering the source's zone under its controller's control enter corrupted. */
  enterCorrupted?: boolean;
  /** Change to what `player` pays to play `card` (negative = cheaper). */
  cost?: (ctx: Ctx, player: PlayerId, card: number) => number;
  /**
   * Change to what `player` pays to play this card itself, read while it is being played from hand
   * ("this card costs 1 less to play for each ..."); negative = cheaper.
   */
  selfCost?: (ctx: Ctx, player: PlayerId) => number;
  /** Called when a play used this cost change (to mark "the first ... each turn" as used). */
  onPaid?: (ctx: Ctx, player: PlayerId, card: number) => void;
  /** Damage on the source may be spent as resources (Urguck, while `active`). */
  damageAsResources?: boolean;
  /** Resource tokens on the source may be spent as resources by its controller (while `active`, in its `zone`). */
  tokensAsResources?: boolean;
  /**
   * Damage that would be dealt to a unit (id) or a capital section (section code) is redirected
   * ("redirect 1 damage ... each turn"): `amount` points (default 1) go to a target chosen by the
   * ability that follows this one in the card's abilities (see `redirectDamage` in dsl.ts).
   */
  redirect?: { applies: (ctx: Ctx, target: number, combat: boolean) => boolean; amount?: number; oncePerTurn?: boolean };
  /** Damage that would be dealt to a unit or capital section is cancelled (`amount` points, default 1). */
  cancelDamage?: { applies: (ctx: Ctx, target: number, combat: boolean) => boolean; amount?: number; oncePerTurn?: boolean };
  /** Extra resources `targeting` pays to target `target` (Church of Sigmar). */
  targetTax?: (ctx: Ctx, target: number, targeting: PlayerId) => number;
  /** The affected cards lose their Actions and Forced effects (their other abilities stay). */
  losesActionsAndForced?: boolean;
  /** The affected units may be declared as attackers from any of their controller's zones, and keep attacking when moved. */
  attackFromAnyZone?: boolean;
  /**
   * The affected developments become units with this power and these hit points, and still count
   * as developments (Kairos Fateweaver): see `countsAsUnit` in rules/queries.ts. Give `affects`.
   */
  becomesUnit?: UnitStats;
  /**
   * The affected cards lose all power: whatever they have or gain counts as 0 (Judgement of Loec).
   * Read for developments (the cards that lose it are turned into developments by the same card).
   */
  losesAllPower?: boolean;
  /** Every player plays with the top card of his deck revealed to all (Lord of Change): see `view.ts`. */
  revealsDeckTops?: boolean;
  /**
   * The source's controller may play the top card of his deck as though it were in his hand: a
   * unit, support, quest, legend or attachment, a tactic, or a development (Lord of Change).
   */
  playsFromDeckTop?: boolean;
}

/** What a card that "becomes a unit" has as one: its power (icons) and hit points. */
export interface UnitStats {
  power: number;
  hitPoints: number;
}

export type Ability = ActionAbility | TriggeredAbility | ConstantAbility;

/** Attachments: what they may be attached to on entry, and what must keep holding. */
export interface AttachRule {
  /** Legal host on entry, among the cards in the zones (usually `isUnit`, which includes developments made units). */
  host: (ctx: Ctx, id: number) => boolean;
  /** Requirement checked continuously; the attachment is discarded when it fails. */
  keep?: (ctx: Ctx, host: number) => boolean;
  /** Called when it attaches (Blessing of Isha restores its host). */
  onAttach?: (ctx: Ctx, host: number) => void;
  /**
   * Called when it leaves play while its host stays in play (Judgement of Loec turns its host back
   * into a unit); `ctx.self` is the attachment, already out of play.
   */
  onDetach?: (ctx: Ctx, host: number) => void;
}

/** A redirected hit of combat damage carries this flag in its pending effect's amount. */
export const REDIRECTED_COMBAT = 1000;

/** Bits for the fields a constant ability sets, so lookups skip cards without the one they need. */
export const CF = {
  power: 1,
  hitPoints: 2,
  toughness: 4,
  combatDamage: 8,
  uncancellableDamage: 16,
  cannotBeCorrupted: 32,
  enterCorrupted: 64,
  cost: 128,
  targetTax: 256,
  damageAsResources: 512,
  redirect: 1024,
  cancelDamage: 2048,
  losesActionsAndForced: 4096,
  attackFromAnyZone: 8192,
  tokensAsResources: 16384,
  becomesUnit: 32768,
  losesAllPower: 65536,
  revealsDeckTops: 131072,
  playsFromDeckTop: 262144,
} as const;
export type ConstantField = keyof typeof CF;

/** The CF bits of one constant ability. */
export function constantMask(a: ConstantAbility): number {
  let m = 0;
  for (const k of Object.keys(CF) as ConstantField[]) if (a[k] !== undefined) m |= CF[k];
  return m;
}
