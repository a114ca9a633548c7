/**
 * The card language's vocabulary: short builders of the values in lang/types.ts, named in the
 * rulebook's words. Card files import these (as '@invasion/engine/dsl') and nothing else of the
 * engine. Every builder returns plain data; the engine compiles it when a ruleset is installed.
 */
import type { Duration, Phase, ZoneName } from '../types.js';
import type {
  AbilityDef,
  ActionDef,
  Amount,
  CardFilter,
  CardRef,
  ChoiceSpec,
  Condition,
  ConstantDef,
  Cost,
  Ctx,
  Effect,
  ForcedDef,
  Mods,
  NumericKeyword,
  PlayerRef,
  PlayerRel,
  ReplaceDef,
  ShieldDef,
  Target,
  Trigger,
  ZoneRef,
} from './types.js';

// ---------------------------------------------------------------- abilities

type Without<T, K extends keyof T> = Omit<T, K | 'kind'>;
export const action = (a: Without<ActionDef, 'kind'>): ActionDef => ({ kind: 'action', ...a });
/** A Forced effect. */
export const forced = (a: Without<ForcedDef, 'optional' | 'constant'>): ForcedDef => ({ kind: 'forced', ...a });
/** A triggered constant effect its controller may use ("when ..., you may ..."). */
export const may = (a: Without<ForcedDef, 'optional' | 'constant'>): ForcedDef => ({ kind: 'forced', optional: true, ...a });
/**
 * A mandatory triggered constant effect ("whenever ..., deal ...": neither "Forced:" nor "you may"):
 * timed with the constant effects, before Forced effects (FAQ: Simultaneous Effects), and kept by a
 * card that loses its Forced effects.
 */
export const whenever = (a: Without<ForcedDef, 'optional' | 'constant'>): ForcedDef => ({ kind: 'forced', constant: true, ...a });
export const constant = (a: Without<ConstantDef, 'kind'>): ConstantDef => ({ kind: 'constant', ...a });
export const replace = (a: Without<ReplaceDef, 'kind'>): ReplaceDef => ({ kind: 'replace', ...a });
export const shield = (a: Without<ShieldDef, 'kind'>): ShieldDef => ({ kind: 'shield', ...a });

// ---------------------------------------------------------------- references

export const SELF = 'self' as const;
export const HOST = 'host' as const;
export const EVENT_CARD = 'eventCard' as const;
export const EACH = 'each' as const;
export const THIS_SECTION = 'thisSection' as const;
/** The unit questing on this quest. */
export const QUESTER = 'quester' as const;
/** The first target of the ability (`target(1)`: the second). */
export const TARGET: CardRef = { target: 0 };
export const target = (i: number): CardRef => ({ target: i });
/** What a choice named `name` picked. */
export const chosen = (name: string): CardRef => ({ chosen: name });

export const YOU = 'you' as const;
export const OPPONENT = 'opponent' as const;
export const ACTIVE = 'active' as const;
export const EACH_PLAYER = 'each' as const;
export const EVENT_PLAYER = 'eventPlayer' as const;
export const controllerOf = (c: CardRef): PlayerRef => ({ controllerOf: c });
export const ownerOf = (c: CardRef): PlayerRef => ({ ownerOf: c });

// ---------------------------------------------------------------- filters

export const unit = (f: CardFilter = {}): CardFilter => ({ type: 'unit', ...f });
export const support = (f: CardFilter = {}): CardFilter => ({ type: 'support', ...f });
export const quest = (f: CardFilter = {}): CardFilter => ({ type: 'quest', ...f });
export const tactic = (f: CardFilter = {}): CardFilter => ({ type: 'tactic', ...f });
export const legend = (f: CardFilter = {}): CardFilter => ({ type: 'legend', ...f });
export const attachment = (f: CardFilter = {}): CardFilter => ({ type: 'attachment', ...f });
export const development = (f: CardFilter = {}): CardFilter => ({ type: 'development', ...f });
export const anyCard = (f: CardFilter = {}): CardFilter => ({ type: 'card', ...f });

// ---------------------------------------------------------------- choices

type ChoiceOpts = Omit<ChoiceSpec, 'choose' | 'filter'>;
/** A choice of cards (not a target): "choose a unit", "sacrifice a unit". */
export const choose = (filter: CardFilter, o: ChoiceOpts = {}): ChoiceSpec => ({ choose: 'card', filter, targeting: false, ...o });
/** A target (re-checked on resolution, taxed), e.g. inline: damage(targetOf(unit()), 1). */
export const targetOf = (filter: CardFilter, o: ChoiceOpts = {}): ChoiceSpec => ({ choose: 'card', filter, targeting: true, ...o });
/** "Up to N target ...": 0 to N picks. */
export const upTo = (n: Amount, filter: CardFilter, o: ChoiceOpts = {}): ChoiceSpec => ({ choose: 'card', filter, min: 0, max: n, ...o });
/** A capital section ("target capital section"): of `whose` (default any player). */
export const section = (o: Omit<ChoiceSpec, 'choose'> = {}): ChoiceSpec => ({ choose: 'section', ...o });
/**
 * The zone to move cards to ("move it to another zone of its controller"): a zone of that player's
 * other than one they are in, where the Hero limit allows them (FAQ: Moving Units; Limit one Hero
 * per zone). Use it with `move(cards, { chosen: name })`.
 */
export const zoneFor = (cards: CardRef, o: Omit<ChoiceSpec, 'choose' | 'moving'> = {}): ChoiceSpec => ({ choose: 'section', moving: cards, label: 'zone to move to', ...o });
/** Every section of a player's capital, as what an effect acts on ("1 damage to each section of his capital"). */
export const sectionsOf = (player: PlayerRef): Target => ({ sectionsOf: player });
/** A unit or a capital section ("one target unit or capital section"): any player's sections unless `whose` says. */
export const unitOrSection = (f: CardFilter = {}, o: ChoiceOpts = {}): ChoiceSpec => ({ choose: 'card', filter: unit(f), orSection: true, whose: 'any', ...o });
/** A chosen number between min and max ("up to X": the player picks how many). */
export const chooseNumber = (min: Amount, max: Amount, o: Omit<ChoiceSpec, 'choose' | 'min' | 'max'> = {}): ChoiceSpec => ({ choose: 'number', min, max, ...o });
/** Cards from a hand, a discard pile, the top of a deck or the chain. */
export const fromHand = (filter: CardFilter = {}, o: ChoiceOpts = {}): ChoiceSpec => ({ choose: 'card', from: 'hand', filter, targeting: false, ...o });
export const fromDiscard = (filter: CardFilter = {}, o: ChoiceOpts = {}): ChoiceSpec => ({ choose: 'card', from: 'discard', filter, ...o });
export const fromChain = (filter: CardFilter = {}, o: ChoiceOpts = {}): ChoiceSpec => ({ choose: 'card', from: 'chain', filter, ...o });
/** "Search the top N cards of your deck for ..." (Scout Camp adds to N; the deck is shuffled after by the card). */
export const search = (depth: Amount, filter: CardFilter = {}, o: ChoiceOpts = {}): ChoiceSpec => ({ choose: 'card', from: 'deckTop', depth, search: true, filter, targeting: false, min: 0, max: 1, ...o });

// ---------------------------------------------------------------- amounts

export const X: Amount = { x: true };
export const PAID: Amount = { paid: true };
export const EVENT_AMOUNT: Amount = { eventAmount: true };
export const count = (f: CardFilter): Amount => ({ count: f });
export const tokensOn = (c: CardRef): Amount => ({ tokens: c });
export const damageOn = (c: CardRef): Amount => ({ damage: c });
export const powerOf = (c: CardRef): Amount => ({ power: c });
export const printedPowerOf = (c: CardRef): Amount => ({ printedPower: c });
export const printedCostOf = (c: CardRef): Amount => ({ printedCost: c });
export const hitPointsOf = (c: CardRef): Amount => ({ hitPoints: c });
export const experienceOn = (c: CardRef): Amount => ({ experience: c });
export const keywordOf = (c: CardRef, kw: NumericKeyword): Amount => ({ keyword: c, kw });
export const resourcesOf = (p: PlayerRef): Amount => ({ resources: p });
export const handSizeOf = (p: PlayerRef): Amount => ({ handSize: p });
export const burningZonesOf = (p: PlayerRef): Amount => ({ burning: p });
export const zoneDamageOf = (p: PlayerRef, zone: ZoneRef): Amount => ({ zoneDamage: p, zone });
export const chosenNumber = (name: string): Amount => ({ chosen: name });
export const pickedCount = (name: string): Amount => ({ picked: name });
export const ifElse = (c: Condition, then: Amount, otherwise: Amount): Amount => ({ if: c, then, else: otherwise });
export const sum = (...parts: Amount[]): Amount => ({ sum: parts });
export const times = (a: Amount, b: Amount): Amount => ({ times: [a, b] });
export const minus = (a: Amount, b: Amount): Amount => ({ minus: [a, b] });
export const least = (...parts: Amount[]): Amount => ({ least: parts });
export const dataOf = (key: string): Amount => ({ data: key });
/** The escape: a named function computing an amount. */
export const amountFn = (fn: (ctx: Ctx) => number): Amount => ({ fn });

// ---------------------------------------------------------------- conditions

export const YOUR_TURN: Condition = { yourTurn: true };
export const NOT_YOUR_TURN: Condition = { yourTurn: false };
export const inPhase = (...phases: Phase[]): Condition => ({ phase: phases });
export const duringCombat = (from: 'declareAttackers' | 'ambush' | 'declareDefenders' | 'assignDamage' | 'applyDamage' = 'declareAttackers'): Condition => ({ combatStep: from });
export const is = (c: CardRef, matches: CardFilter): Condition => ({ is: c, matches });
export const exists = (f: CardFilter): Condition => ({ exists: f });
export const atLeast = (a: Amount, b: Amount): Condition => ({ atLeast: [a, b] });
export const and = (...c: Condition[]): Condition => ({ and: c });
export const or = (...c: Condition[]): Condition => ({ or: c });
export const not = (c: Condition): Condition => ({ not: c });
export const THIS_ZONE_ATTACKED: Condition = { thisZoneAttacked: true };
/** A unit is questing on this quest. */
export const QUESTING: Condition = { questing: true };
/** The escape: a named function deciding a condition. */
export const conditionFn = (fn: (ctx: Ctx) => boolean): Condition => ({ fn });

// ---------------------------------------------------------------- triggers

type TriggerOpts = Omit<Trigger, 'on'>;
const on = (name: Trigger['on'], card: CardRef | CardFilter | undefined, o: TriggerOpts): Trigger => ({ on: name, ...(card !== undefined ? { card } : {}), ...o });
export const entersPlay = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('enterPlay', card, o);
export const leavesPlay = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('leavePlay', card, o);
export const isDestroyed = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('destroyed', card, o);
export const attacks = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('attacks', card, o);
export const defends = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('defends', card, o);
export const ambushes = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('ambushes', card, o);
/** A card (or, with `card: undefined` and a zone, a capital section) is dealt damage. */
export const isDealtDamage = (card: CardRef | CardFilter | undefined = SELF, o: TriggerOpts = {}): Trigger => on('dealtDamage', card, o);
export const afterCombatDamage = (o: TriggerOpts = {}): Trigger => on('afterCombatDamage', undefined, o);
/**
 * A unit "deals damage in combat" (FAQ: Dealing Damage in Combat): it added damage to its side's
 * pool and at least 1 point of that pool was applied to an opposing unit or capital (every such
 * contributor counts). Raised in the Apply Damage step, before destroyed units leave play.
 */
export const dealsCombatDamage = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('dealsCombatDamage', card, o);
/**
 * A card in play moves to another zone (FAQ Moving Units: it enters that zone, not play). "When a
 * unit enters this zone" is `entersPlay(f)` and `moves(f)` together.
 */
export const moves = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('moves', card, o);
/**
 * "When this unit is opposed in combat": it takes part in a combat and the other side has a card in it
 * — raised once per combat for each card, as the Declare Defenders step ends (attackers, if there is a
 * defender or the legend attacked; each defender declared) or as an effect declares a defender later.
 */
export const isOpposed = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('opposed', card, o);
/** "When a player declares a zone to attack": as the attacking player names the zone (`player`: who attacks; any by default), before attackers are declared. */
export const declaresAttack = (player: PlayerRel = 'any', o: TriggerOpts = {}): Trigger => on('declaresAttack', undefined, { player, ...o });
export const attackResolved = (o: TriggerOpts = {}): Trigger => on('attackResolved', undefined, o);
/** A zone is attacked (`player`: whose zone; `zone`: which — 'this' for the source's zone). */
export const zoneAttacked = (o: TriggerOpts = {}): Trigger => on('zoneAttacked', undefined, o);
/** "At the beginning of your turn" (FAQ errata for "after your turn begins"). */
export const beginTurn = (player: PlayerRel = YOU, o: TriggerOpts = {}): Trigger => on('beginTurn', undefined, { player, ...o });
export const beginPhase = (phase: Phase, player: PlayerRel = YOU, o: TriggerOpts = {}): Trigger => on('beginPhase', undefined, { phase, player, ...o });
export const endPhase = (phase: Phase | undefined, player: PlayerRel = 'any', o: TriggerOpts = {}): Trigger => on('endPhase', undefined, { ...(phase ? { phase } : {}), player, ...o });
export const endTurn = (player: PlayerRel = YOU, o: TriggerOpts = {}): Trigger => on('endTurn', undefined, { player, ...o });
export const isHealed = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('healed', card, o);
export const isCorrupted = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('corrupted', card, o);
export const isRestored = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('restored', card, o);
/** A card is played (`player`: who played it). */
export const played = (card: CardRef | CardFilter | undefined, o: TriggerOpts = {}): Trigger => on('played', card, o);
export const drawsCards = (player: PlayerRel = YOU, o: TriggerOpts = {}): Trigger => on('drawn', undefined, { player, ...o });
/** "When <player> draws cards for his quest phase": the quest phase's own draw, not a card effect's. */
export const drawsForQuestPhase = (player: PlayerRel = YOU, o: TriggerOpts = {}): Trigger => on('drawn', undefined, { player, zone: 'quest', ...o });
export const entersDiscard = (card: CardRef | CardFilter = SELF, o: TriggerOpts = {}): Trigger => on('enteredDiscard', card, o);
export const collectsResources = (player: PlayerRel = YOU, o: TriggerOpts = {}): Trigger => on('collectedResources', undefined, { player, ...o });
export const searchesDeck = (player: PlayerRel = YOU, o: TriggerOpts = {}): Trigger => on('searched', undefined, { player, ...o });

/** The common quest upkeep: a Quest card gains 1 resource token as its owner's turn begins while a unit quests on it (Forced). */
export const questTokenEachTurn = (): ForcedDef => forced({ id: 'questToken', zone: 'quest', when: beginTurn(YOU, { if: { questing: true } }), effect: addTokens(SELF, 1) });

// ---------------------------------------------------------------- costs (sacrifice, corrupt and returnToHand below are costs too)

export const spend = (n: Amount): Cost => ({ spend: n });
/** "Discard a card from your hand" as a cost. */
export const discardCard = (filter: CardFilter = {}, o: ChoiceOpts = {}): Cost => ({ discard: fromHand(filter, o) });
/** "Remove N resource tokens from this card" as a cost. */
export const removeTokensFrom = (from: CardRef, n: Amount): Cost => ({ removeTokens: n, from });
/** The escape: a named cost. */
export const costFn = (label: string, canPay: (ctx: Ctx) => boolean, fn: (ctx: Ctx) => void): Cost => ({ fn, canPay, label });

// ---------------------------------------------------------------- effects

export const damage = (to: Target, n: Amount, o: { uncancellable?: boolean; combat?: boolean } = {}): Effect => ({ damage: n, to, ...o });
export const indirectDamage = (player: PlayerRef, n: Amount, o: { uncancellable?: boolean } = {}): Effect => ({ indirect: n, player, ...o });
export const heal = (card: Target, n: Amount | 'all'): Effect => ({ heal: n, card });
export const healCapital = (section: Target, n: Amount | 'all'): Effect => ({ healCapital: n, section });
export const destroy = (t: Target): Effect => ({ destroy: t });
export const sacrifice = (t: Target): Effect & Cost => ({ sacrifice: t }) as Effect & Cost;
export const corrupt = (t: Target): Effect & Cost => ({ corrupt: t }) as Effect & Cost;
export const restore = (t: Target): Effect => ({ restore: t });
export const returnToHand = (t: Target): Effect & Cost => ({ returnToHand: t }) as Effect & Cost;
export const toDeck = (t: Target, o: { bottom?: boolean } = {}): Effect => ({ toDeck: t, ...o });
export const discardFromPlay = (t: Target): Effect => ({ discardFromPlay: t });
/** "Draw n cards" (`{ bottom: true }`: "draw a card from the bottom of your deck" — a draw all the same). */
export const draw = (player: PlayerRef, n: Amount, o: { bottom?: boolean } = {}): Effect => ({ draw: n, player, ...(o.bottom ? { bottom: true } : {}) });
export const discardHand = (player: PlayerRef): Effect => ({ discardHand: player });
export const discard = (player: PlayerRef, n: Amount, o: { random?: boolean } = {}): Effect => ({ discard: n, player, ...o });
export const discardDeckTop = (player: PlayerRef, n: Amount): Effect => ({ discardDeckTop: n, player });
export const gainResources = (player: PlayerRef, n: Amount): Effect => ({ gainResources: n, player });
export const loseResources = (player: PlayerRef, n: Amount): Effect => ({ loseResources: n, player });
/** The card gets these modifiers for the duration (default: until the end of the turn). */
export const gain = (card: Target, mods: Mods, until: Duration = 'turn'): Effect => ({ gain: mods, card, until });
/** Starts a lasting behaviour the card defines (its `lasting` key), on a card or on none. */
export const startLasting = (key: string, o: { card?: Target; until?: Duration; data?: Record<string, Amount> } = {}): Effect => ({ lasting: key, until: o.until ?? 'turn', ...(o.card !== undefined ? { card: o.card } : {}), ...(o.data ? { data: o.data } : {}) });
export const move = (t: Target, zone: ZoneRef | { chosen: string }): Effect => ({ move: t, zone });
/** "Take control of" (the ability's controller gains control); `player`: "<that player> gains control of" it instead. */
export const takeControl = (t: Target, until: Duration = 'game', o: { player?: PlayerRef } = {}): Effect => ({ takeControl: t, until, ...o });
export const declareDefender = (t: Target): Effect => ({ declareDefender: t });
export const initiateAttack = (attackers: Target, zone: ZoneRef | { chosen: string }): Effect => ({ initiateAttack: attackers, zone });
/** `attacking: true`: "put it into your battlefield, attacking" — it joins the combat in progress as an attacker (not declared: no "when this unit attacks"). */
export const putIntoPlay = (t: Target, zone: ZoneRef | { chosen: string }, o: { controller?: PlayerRef; corrupted?: boolean; asDevelopment?: boolean; attacking?: boolean } = {}): Effect => ({ putIntoPlay: t, zone, ...o });
export const developFromDeck = (player: PlayerRef, n: Amount, zone: ZoneRef | { chosen: string }): Effect => ({ developFromDeck: n, player, zone });
export const addTokens = (card: Target, n: Amount): Effect => ({ addTokens: n, card });
export const removeTokens = (card: Target, n: Amount): Effect => ({ removeTokens: n, card });
export const moveDamage = (from: Target, to: Target, n: Amount | 'all' = 'all'): Effect => ({ moveDamage: n, from, to });
export const cancel = (t: Target): Effect => ({ cancel: t });
export const shuffleDeck = (player: PlayerRef): Effect => ({ shuffle: player });
export const turnFaceup = (t: Target): Effect => ({ toFaceup: t });
/** Reveal cards to both players (they stay shown until this ability has resolved). */
export const reveal = (t: Target): Effect => ({ reveal: t });
export const turnFacedown = (t: Target): Effect => ({ toFacedown: t });
export const attachExperience = (card: Target, n: Amount): Effect => ({ experience: n, card });
export const moveAttachment = (t: Target, to: Target): Effect => ({ moveAttachment: t, to });
/**
 * "Attach it to target unit" (Spirit Host): a card in a discard pile or a hand enters play attached to
 * the host (in the host's zone, under the ability's controller); a unit in play attaches itself
 * (Vigilant Elector). Attached, a unit card is no unit: an Attachment support card from then on.
 */
export const attachTo = (card: Target, host: Target): Effect => ({ attachTo: card, host });
export const extraBattlefieldPhase = (): Effect => ({ extraPhase: 'battlefield' });
export const attackTwoZones = (): Effect => ({ twoZoneAttacks: 'turn' });
/** A player now needs N burnt zones (not 2) to win, for the rest of the game (it lasts even if the card leaves play). */
export const mustBurnToWin = (player: PlayerRef, n: Amount): Effect => ({ zonesToWin: n, player });
/** Play these tactics for free as though held (FAQ: X is 0); `copy` for a tactic just played (its effects again). */
export const playTacticFree = (t: Target, o: { copy?: boolean } = {}): Effect => ({ playTactic: t, ...o });
/** Its player plays these tactics (from a discard pile) as if they were in his hand, paying for them (`ignoreLoyalty`: no loyalty cost); `afterwards: 'ownersDeckBottom'`: then to the bottom of the owner's deck. */
/** "Play a unit from your hand", all costs paid: one card of his hand matching `f`, played now (it goes on the chain as a new action). */
export const playFromHand = (f: CardFilter): Effect => ({ playFromHand: f });
export const playAsIfInHand = (t: Target, o: { ignoreLoyalty?: boolean; afterwards?: 'ownersDeckBottom' } = {}): Effect => ({ playAsIfInHand: t, ...o });
/** A choice made at random ("reveal up to 3 random cards"): the cards picked are revealed. */
export const atRandom = (spec: ChoiceSpec, o: { facedown?: boolean } = {}): ChoiceSpec => ({ ...spec, random: true, ...(o.facedown ? { facedown: true } : {}) });
/** To each card in play matching the filter when it resolves ('each' is the card). */
export const each = (filter: CardFilter, ...effects: Effect[]): Effect => ({ each: filter, do: effects });
/** For each player, the active player first ('each' is the player). */
export const eachPlayer = (...effects: Effect[]): Effect => ({ eachPlayer: effects });
/**
 * "Then": only if the part before it resolved (FAQ: Multiple Effects). Not named `then`: a module
 * exporting `then` is taken for a promise by dynamic import.
 */
export const andThen = (...effects: Effect[]): Effect => ({ andThen: effects });
export const ifThen = (c: Condition, effects: Effect | Effect[], otherwise?: Effect | Effect[]): Effect => ({ if: c, do: effects, ...(otherwise ? { else: otherwise } : {}) });

/**
 * The token clause the Morrslieb Cycle's quests share: a triggered action, each time its controller
 * puts a card from his hand into play as a development, usable while a unit quests on the card, that
 * gives the card 1 resource token if a unit still quests there as it resolves.
 */
export const questTokenOnDevelopment = (): ActionDef =>
  action({ when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }), canResolve: QUESTING, effect: ifThen(QUESTING, addTokens(SELF, 1)) });
export const chooseOne = (options: { label: string; do: Effect | Effect[]; if?: Condition }[], by?: PlayerRef): Effect => ({ chooseOne: options, ...(by ? { by } : {}) });
/** A choice made at this point of the effect, named for later effects (`chosen(name)`). */
export const choice = (name: string, spec: ChoiceSpec): Effect => ({ choose: { ...spec, name } });
/** The escape: a named function doing what no effect value says. Return false when it did not resolve. */
export const custom = (label: string, fn: (ctx: Ctx) => boolean | void): Effect => ({ custom: fn, label });

export type { AbilityDef, Amount, CardFilter, CardRef, ChoiceSpec, Condition, Cost, Ctx, Effect, Mods, PlayerRef, Target, Trigger, ZoneName, ZoneRef };
