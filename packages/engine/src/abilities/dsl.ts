/**
 * The card-writing vocabulary: ability constructors, choice builders, card predicates and effect
 * helpers, named in the rulebook's words. A card file combines these; anything a single card needs
 * beyond them is a small named function in that card's file.
 */
import { defOf } from '../registry.js';
import { log, nameOf, playerName } from '../log.js';
import * as Q from '../rules/queries.js';
import { corrupt as corruptRule, dealDamageToUnit, dealDamageToZone, heal as healRule, NON_COMBAT } from '../rules/damage.js';
import { attachExperience as attachExperienceRule, changeControl, destroy as destroyRule, draw as drawRule, moveToZone, putInPile, sacrifice as sacrificeRule } from '../rules/cardMovement.js';
import { addLastingEffect, CONTROL_EFFECT } from '../timing/lastingEffects.js';
import { EV, type GameEvent } from '../timing/events.js';
import { hasConstantFlag } from './constants.js';
import { decodeSection } from './choices.js';
import type { GameState, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import type { ActionAbility, ChoiceSpec, ConstantAbility, Ctx, Duration, TriggeredAbility, UnitStats } from './model.js';
import { REDIRECTED_COMBAT } from './model.js';

export type { Ability, ActionAbility, AttachRule, ChoiceSpec, ConstantAbility, Ctx, Duration, TriggeredAbility, UnitStats } from './model.js';
export { sectionCode, decodeSection, isSection } from './choices.js';

// ---------------------------------------------------------------- ability constructors

export const action = (a: Omit<ActionAbility, 'kind'>): ActionAbility => ({ kind: 'action', ...a });
export const forced = (a: Omit<TriggeredAbility, 'kind'>): TriggeredAbility => ({ kind: 'forced', ...a });
/** A triggered constant effect the controller may use ("At the beginning of ..., you may ..."). */
export const mayTrigger = (a: Omit<TriggeredAbility, 'kind' | 'optional'>): TriggeredAbility => ({ kind: 'forced', optional: true, ...a });
export const constant = (a: Omit<ConstantAbility, 'kind'>): ConstantAbility => ({ kind: 'constant', ...a });

// ---------------------------------------------------------------- card predicates

export type CardTest = (ctx: Ctx, id: number) => boolean;

const card = (ctx: Ctx, id: number) => ctx.state.cards[id]!;
/** All of the tests hold. */
export const all =
  (...tests: CardTest[]): CardTest =>
  (ctx, id) => {
    for (const t of tests) if (!t(ctx, id)) return false;
    return true;
  };
export const either =
  (...tests: CardTest[]): CardTest =>
  (ctx, id) => {
    for (const t of tests) if (t(ctx, id)) return true;
    return false;
  };

/**
 * A unit in a zone: a faceup unit card, or a development an effect makes a unit (`Q.countsAsUnit`);
 * not a legend ("legends are not units for card effects").
 */
export const isUnit: CardTest = (ctx, id) => Q.countsAsUnit(ctx.state, id);
export const isSupport: CardTest = (ctx, id) => {
  const c = card(ctx, id);
  return !c.dev && !c.faceDown && Q.isZone(c.loc) && defOf(c).type === 'Support';
};
export const isAttachment: CardTest = (ctx, id) => isSupport(ctx, id) && defOf(card(ctx, id)).traits.includes('Attachment');
/** A development in a zone, facedown or faceup (also when an effect makes it a unit too). */
export const isDevelopment: CardTest = (ctx, id) => {
  const c = card(ctx, id);
  return c.dev && Q.isZone(c.loc);
};
export const isQuest: CardTest = (ctx, id) => {
  const c = card(ctx, id);
  return !c.dev && !c.faceDown && Q.isZone(c.loc) && defOf(c).type === 'Quest';
};
export const yours: CardTest = (ctx, id) => card(ctx, id).controller === ctx.player;
export const opponents: CardTest = (ctx, id) => card(ctx, id).controller !== ctx.player;
export const notSelf: CardTest = (ctx, id) => id !== ctx.self;
export const inZone =
  (zone: ZoneName): CardTest =>
  (ctx, id) =>
    card(ctx, id).loc === zone;
/** In the same zone as the source (any player's): "this corresponding zone". */
export const inCorrespondingZone: CardTest = (ctx, id) => card(ctx, id).loc === zoneOfSource(ctx);
/** In the source's own zone, under the source controller's control: "this zone". */
export const inThisZone: CardTest = (ctx, id) => card(ctx, id).loc === zoneOfSource(ctx) && card(ctx, id).controller === ctx.player;
export const damaged: CardTest = (ctx, id) => card(ctx, id).damage > 0;
export const corrupted: CardTest = (ctx, id) => card(ctx, id).corrupt;
export const uncorrupted: CardTest = (ctx, id) => !card(ctx, id).corrupt;
/** Can be corrupted now: not corrupt already, and nothing says it cannot be (a card that cannot be corrupted is never chosen for it). */
export const corruptible: CardTest = (ctx, id) => !card(ctx, id).corrupt && !hasConstantFlag(ctx.state, id, 'cannotBeCorrupted');
export const attacking: CardTest = (ctx, id) => Q.isAttacking(ctx.state, id);
export const defending: CardTest = (ctx, id) => isDefending(ctx.state, id);
export const inCombat: CardTest = (ctx, id) => Q.isAttacking(ctx.state, id) || isDefending(ctx.state, id);
/** Has the trait (a development, or any facedown card, has no traits: FAQ, Developments). */
export const hasTrait =
  (trait: string): CardTest =>
  (ctx, id) => {
    const c = card(ctx, id);
    return !c.dev && !c.faceDown && defOf(c).traits.includes(trait);
  };
export const ofRace =
  (race: string): CardTest =>
  (ctx, id) =>
    defOf(card(ctx, id)).race === race;

export function isDefending(state: GameState, id: number): boolean {
  const cb = state.combat;
  return cb !== null && cb.step !== 'done' && cb.defenders.includes(id);
}

/** The zone the source is in (for a card that left play: the zone it left). */
export function zoneOfSource(ctx: Ctx): ZoneName | null {
  const c = card(ctx, ctx.self);
  if (Q.isZone(c.loc)) return c.loc;
  if (c.attachedTo >= 0) {
    const h = card(ctx, c.attachedTo);
    if (Q.isZone(h.loc)) return h.loc;
  }
  return ctx.use.zone;
}

// ---------------------------------------------------------------- choices

type ChoiceOptions = Omit<ChoiceSpec, 'label' | 'cards'>;
/** "one target unit ..." */
export const targetUnit = (label: string, test: CardTest = () => true, o: ChoiceOptions = {}): ChoiceSpec => ({ label, cards: all(isUnit, test), ...o });
export const targetCard = (label: string, test: CardTest, o: ChoiceOptions = {}): ChoiceSpec => ({ label, cards: test, ...o });
/** A non-targeting choice ("choose", "sacrifice a unit", "search"). */
export const chooseCard = (label: string, test: CardTest, o: ChoiceOptions = {}): ChoiceSpec => ({ label, cards: test, targeting: false, ...o });
export const chooseUnit = (label: string, test: CardTest = () => true, o: ChoiceOptions = {}): ChoiceSpec => ({ label, cards: all(isUnit, test), targeting: false, ...o });
/** "Sacrifice a unit to ...": a cost paid on initiation. */
export const sacrificeAUnit = (label = 'unit to sacrifice', test: CardTest = () => true): ChoiceSpec => ({
  label,
  cards: all(isUnit, yours, test),
  targeting: false,
  cost: 'sacrifice',
});
/** A capital section (or a zone) of a player. */
export const targetSection = (label: string, test: (ctx: Ctx, p: PlayerId, zone: ZoneName) => boolean, o: Omit<ChoiceSpec, 'label' | 'sections'> = {}): ChoiceSpec => ({
  label,
  sections: test,
  ...o,
});
export const chooseZone = (label: string, test: (ctx: Ctx, p: PlayerId, zone: ZoneName) => boolean, o: Omit<ChoiceSpec, 'label' | 'sections'> = {}): ChoiceSpec => ({
  label,
  sections: test,
  targeting: false,
  ...o,
});
/** Options for a player's non-burning capital sections. */
export const unburnedSection = (ctx: Ctx, p: PlayerId, z: ZoneName): boolean => !ctx.state.players[p].zones[z].burning;

/** The first value picked for choice `i` (-1 when none). */
export function picked(ctx: Ctx, i: number): number {
  const p = ctx.use.picks[i];
  return p && p.length > 0 ? p[0]! : -1;
}
/** Every value picked for choice `i`. */
export function pickedAll(ctx: Ctx, i: number): number[] {
  return ctx.use.picks[i] ?? [];
}
/** The (player, zone) of a section picked for choice `i`. */
export function pickedSection(ctx: Ctx, i: number): { player: PlayerId; zone: ZoneName } | null {
  const v = picked(ctx, i);
  return v <= -2 ? decodeSection(v) : null;
}

/**
 * "A tactic just played" (FAQ: Just Played): tactics whose play is on the chain, not cancelled,
 * other than the source itself — a candidate list for a choice.
 */
export function tacticsJustPlayed(ctx: Ctx): number[] {
  const out: number[] = [];
  for (const l of ctx.state.chain) {
    const c = ctx.state.cards[l.card]!;
    if (l.kind !== 'ability' || !l.use || l.use.ability !== 0 || l.cancelled || l.card === ctx.self) continue;
    if (c.loc === 'chain' && defOf(c).type === 'Tactic' && !out.includes(l.card)) out.push(l.card);
  }
  return out;
}

// ---------------------------------------------------------------- timing conditions

export const duringYourTurn = (ctx: Ctx): boolean => ctx.state.active === ctx.player;
export const duringYourPhase =
  (phase: GameState['phase']) =>
  (ctx: Ctx): boolean =>
    ctx.state.active === ctx.player && ctx.state.phase === phase;
/** "Play during combat, after damage has been assigned" (until damage is applied). */
export const afterDamageAssigned = (ctx: Ctx): boolean => {
  const cb = ctx.state.combat;
  return cb !== null && cb.step === 'assignDamage' && ctx.state.stack.some((s) => s.t === 'window');
};

// ---------------------------------------------------------------- effects

function lasting(ctx: Ctx, effect: string, id: number, amount: number, until: Duration): void {
  addLastingEffect(ctx.state, { effect, controller: ctx.player, source: ctx.self, card: id, amount, until });
}

/** The unit gains (or, negative, loses) power icons for the duration. */
export function gainPower(ctx: Ctx, id: number, n: number, until: Duration = 'turn'): void {
  if (id < 0 || !Q.isInPlay(card(ctx, id))) return;
  lasting(ctx, 'power', id, n, until);
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, id)} ${n >= 0 ? 'gains' : 'loses'} ${Math.abs(n)} power until the end of the ${until}`);
}
export function gainHitPoints(ctx: Ctx, id: number, n: number, until: Duration = 'turn'): void {
  if (id < 0 || !Q.isInPlay(card(ctx, id))) return;
  lasting(ctx, 'hitPoints', id, n, until);
}
/**
 * "Target development becomes a unit with ... until ...; it still counts as a development": for the
 * duration the development is a unit with this power and these hit points (`Q.countsAsUnit`).
 */
export function becomeUnit(ctx: Ctx, id: number, stats: UnitStats, until: Duration = 'turn'): void {
  const c = id >= 0 ? card(ctx, id) : undefined;
  if (!c || !c.dev || !Q.isZone(c.loc)) return;
  lasting(ctx, Q.becomesUnitEffect(stats), id, 0, until);
  if (ctx.state.log) log(ctx.state, `a development in ${playerName(c.controller)}'s ${c.loc} becomes a unit (${stats.power} power, ${stats.hitPoints} hit points) until the end of the ${until}`);
}

/** Grants a numeric keyword (Toughness, Counterstrike, ...) for the duration. */
export function gainKeyword(ctx: Ctx, id: number, keyword: 'toughness' | 'counterstrike' | 'ambush' | 'raider' | 'savage' | 'feared' | 'scout', n: number, until: Duration = 'turn'): void {
  if (id < 0 || !Q.isInPlay(card(ctx, id))) return;
  lasting(ctx, `gain:${keyword}`, id, n, until);
}
/** "cannot be declared as an attacker or defender" for the duration. */
export function cannotAttackOrDefend(ctx: Ctx, id: number, until: Duration = 'turn'): void {
  lasting(ctx, 'cannotAttack', id, 0, until);
  lasting(ctx, 'cannotDefend', id, 0, until);
}

/** Deal non-combat damage from the source to a unit (uncancellable when the source's damage is). */
export function dealDamage(ctx: Ctx, id: number, n: number, uncancellable = false): number {
  if (id < 0 || n <= 0 || !Q.isInPlay(card(ctx, id))) return 0;
  const unc = uncancellable || sourceDamageUncancellable(ctx);
  return dealDamageToUnit(ctx.state, id, n, unc ? { combat: false, uncancellable: true } : NON_COMBAT);
}
function sourceDamageUncancellable(ctx: Ctx): boolean {
  const c = card(ctx, ctx.self);
  return Q.isInPlay(c) && hasConstantFlag(ctx.state, ctx.self, 'uncancellableDamage');
}
/** Deal damage to a unit or, for a section code, to that section of a capital. */
export function dealDamageTo(ctx: Ctx, target: number, n: number): void {
  if (target <= -2) {
    const s = decodeSection(target);
    dealDamageToZone(ctx.state, s.player, s.zone, n, NON_COMBAT);
  } else dealDamage(ctx, target, n);
}
export function damageCapital(ctx: Ctx, p: PlayerId, zone: ZoneName, n: number): void {
  dealDamageToZone(ctx.state, p, zone, n, NON_COMBAT);
}
/**
 * Move damage tokens from one card to another (FAQ: Moving Damage — not dealing damage, so it
 * bypasses Toughness and triggers nothing on damage dealt; never more than destroys the receiver).
 * Returns how many moved.
 */
export function moveDamage(ctx: Ctx, from: number, to: number, n: number = Infinity): number {
  if (from < 0 || to < 0 || from === to) return 0;
  const a = card(ctx, from);
  const b = card(ctx, to);
  if (!Q.isInPlay(a) || !Q.isInPlay(b)) return 0;
  const moved = Math.min(n, a.damage, Q.remainingHitPoints(ctx.state, to));
  if (moved <= 0) return 0;
  a.damage -= moved;
  b.damage += moved;
  ctx.state.dirty = true;
  if (ctx.state.log) log(ctx.state, `${moved} damage moves from ${nameOf(ctx.state, from)} to ${nameOf(ctx.state, to)}`);
  return moved;
}
/** Heal up to n damage from a unit; the healed event names the ability's controller as the healer. */
export function heal(ctx: Ctx, id: number, n: number): number {
  return healRule(ctx.state, id, n, ctx.player);
}
export function corrupt(ctx: Ctx, id: number): boolean {
  if (id < 0 || hasConstantFlag(ctx.state, id, 'cannotBeCorrupted')) return false;
  return corruptRule(ctx.state, id);
}
export function destroy(ctx: Ctx, id: number): void {
  if (id >= 0) destroyRule(ctx.state, id);
}
export function sacrifice(ctx: Ctx, id: number): void {
  if (id >= 0 && Q.isInPlay(card(ctx, id))) sacrificeRule(ctx.state, id);
}
/** Return a card in play to its owner's hand. */
export function returnToHand(ctx: Ctx, id: number): void {
  if (id >= 0 && Q.isInPlay(card(ctx, id))) putInPile(ctx.state, id, 'hand');
}
export function draw(ctx: Ctx, p: PlayerId, n: number): number {
  return drawRule(ctx.state, p, n);
}
export function gainResources(ctx: Ctx, p: PlayerId, n: number): void {
  ctx.state.players[p].resources += n;
}
/** Move a unit (or support) to another of its controller's zones; attachments go with it. */
export function moveCard(ctx: Ctx, id: number, zone: ZoneName): void {
  if (id >= 0 && Q.isZone(card(ctx, id).loc)) moveToZone(ctx.state, id, zone);
}

/**
 * Take control of a card in play for a duration ('game' = for good): it moves to your
 * corresponding zone and comes back when the effect ends (FAQ: control).
 */
export function takeControl(ctx: Ctx, id: number, until: Duration = 'game'): void {
  const c = card(ctx, id);
  if (id < 0 || !Q.isZone(c.loc) || c.controller === ctx.player) return;
  const from = c.controller;
  changeControl(ctx.state, id, ctx.player);
  if (until !== 'game') addLastingEffect(ctx.state, { effect: CONTROL_EFFECT, controller: ctx.player, source: ctx.self, card: id, amount: from, until });
}
/** Attach X experience to a unit or legend (the top X cards of your deck, facedown). */
export function attachExperience(ctx: Ctx, host: number, x: number): number {
  return attachExperienceRule(ctx.state, host, ctx.player, x);
}
export { experienceOn } from '../rules/cardMovement.js';

/** The source's controller's opponent. */
export function opponentOf(ctx: Ctx): PlayerId {
  return Q.opponent(ctx.player);
}
/** Players in the order "each player" effects take them: the active player first. */
export function eachPlayer(state: GameState): PlayerId[] {
  return [state.active, Q.opponent(state.active)];
}
export const ZONE_LIST = ZONES;
export { Q as queries };

// ---------------------------------------------------------------- common abilities

/** Whether a unit is questing on this quest. */
export function hasQuester(state: GameState, quest: number): boolean {
  return Q.questerOf(state, quest) >= 0;
}
/** The unit questing on this quest, or -1. */
export const questerOf = Q.questerOf;

/** The common quest upkeep: when its controller's turn begins, the quest gains 1 resource token while a unit quests on it. */
export function questTokenEachTurn(): TriggeredAbility {
  return forced({
    on: EV.beginTurn,
    zone: 'quest',
    when: (ctx) => ctx.state.active === ctx.player && hasQuester(ctx.state, ctx.self),
    effect: (ctx) => {
      ctx.state.cards[ctx.self]!.tokens++;
    },
  });
}

/** "At the beginning of your turn" (FAQ general errata for "after your turn begins"). */
export const atBeginningOfYourTurn = { on: EV.beginTurn, when: (ctx: Ctx) => ctx.state.active === ctx.player };
/** "When this unit enters play." */
export const whenThisEntersPlay = { on: EV.enteredPlay, when: (ctx: Ctx, ev: GameEvent) => ev.card === ctx.self };
/** "When this unit leaves play" (triggers from where it went). */
export const whenThisLeavesPlay = { on: EV.leftPlay, fromOutOfPlay: true, when: (ctx: Ctx, ev: GameEvent) => ev.card === ctx.self };

/**
 * "Redirect N damage that would be dealt to X to one target ...": a constant that takes the damage
 * and a companion effect that chooses the new target and deals it there (or back to X when there
 * is no legal target). Spread the pair into a card's abilities.
 */
export function redirectDamage(spec: {
  applies: (ctx: Ctx, target: number, combat: boolean) => boolean;
  zone?: ZoneName;
  active?: (ctx: Ctx) => boolean;
  amount?: number;
  oncePerTurn?: boolean;
  to: ChoiceSpec;
}): [ConstantAbility, TriggeredAbility] {
  return [
    constant({ ...(spec.zone ? { zone: spec.zone } : {}), ...(spec.active ? { active: spec.active } : {}), redirect: { applies: spec.applies, ...(spec.amount ? { amount: spec.amount } : {}), ...(spec.oncePerTurn ? { oncePerTurn: true } : {}) } }),
    forced({
      on: -1 as never, // raised by the redirect itself, never by an event
      when: () => false,
      choices: [{ ...spec.to, min: 1, max: 1, ifNone: 'continue' }],
      effect: (ctx) => {
        const combat = ctx.use.amount >= REDIRECTED_COMBAT;
        const n = combat ? ctx.use.amount - REDIRECTED_COMBAT : ctx.use.amount;
        const to = picked(ctx, 0);
        const target = to === -1 ? ctx.use.trigger : to; // the unit or section code it was headed for
        const kind = { combat, uncancellable: false };
        if (target >= 0) {
          if (Q.isInPlay(card(ctx, target))) dealDamageToUnit(ctx.state, target, n, kind);
        } else if (target <= -2) {
          const s = decodeSection(target);
          dealDamageToZone(ctx.state, s.player, s.zone, n, kind);
        }
      },
    }),
  ];
}

// ---------------------------------------------------------------- searching the deck

/**
 * Extra cards a player searches whenever he searches his deck ("you may search an additional
 * card"): cards with such an effect register a function counting what they add for `p` now.
 * Searching is not looking at or revealing (FAQ: game terms), so only "search" effects use this.
 */
export type SearchBonus = (state: GameState, p: PlayerId) => number;
const searchBonuses: SearchBonus[] = [];
export function registerSearchBonus(bonus: SearchBonus): void {
  searchBonuses.push(bonus);
}
/** How many cards from the top of his deck a player searches when an effect says `n`. */
export function searchDepth(ctx: Ctx, n: number): number {
  let extra = 0;
  for (let i = 0; i < searchBonuses.length; i++) extra += searchBonuses[i]!(ctx.state, ctx.player);
  return n + extra;
}
