/**
 * Game event kinds: things that happen, which triggered abilities and watchers react to (FAQ
 * Detailed Timing A). Numbered, not string-typed; the card language names them (lang/types.ts
 * EventName) and the compiler maps the names to these numbers.
 */
import type { EventName } from './lang/types.js';

export const EV = {
  enteredPlay: 0,
  leftPlay: 1,
  destroyed: 2,
  declaredAttacker: 3,
  declaredDefender: 4,
  dealtDamage: 5,
  combatDamageApplied: 6,
  attackResolved: 7,
  zoneAttacked: 8,
  beginTurn: 9,
  beginPhase: 10,
  endPhase: 11,
  endTurn: 12,
  healed: 13,
  corrupted: 14,
  ambushed: 15,
  /**
   * A card was played (put on the chain): a unit, support, quest, legend or attachment, a
   * development, or a tactic. `zone` is the zone it goes to (null for tactics and legends);
   * `amount` holds the PLAYED_* bits.
   */
  played: 16,
  drawn: 17,
  /** A card entered its owner's discard pile (from anywhere). */
  enteredDiscard: 18,
  /** The active player collected his kingdom's resources (`amount`). */
  collectedResources: 19,
  restored: 20,
  /** A player searched his deck. */
  searched: 21,
  /**
   * A unit (or legend) dealt damage in combat (FAQ: Dealing Damage in Combat): it added damage to
   * its side's pool and at least 1 of that pool was applied to an opposing unit or capital.
   */
  dealtCombatDamage: 22,
  /**
   * A card in play moved to another zone of its controller's (FAQ: Moving Units — it enters the new
   * zone, not play): `zone` is the zone it entered, `player` the capital it sits on.
   */
  moved: 23,
  /**
   * A card taking part in a combat became opposed in it ("when this unit is opposed in combat"):
   * raised once per combat for each card, attackers when the first defender is declared (or, attacking
   * a legend, as defenders are declared), each defender as it is declared while there are attackers.
   */
  opposed: 24,
  /**
   * The active player declared a zone of his opponent's as the target of an attack (Declare Target of
   * Attack, before attackers are declared): `player` the attacking player, `zone` the zone named (also
   * a two-zone attack's second zone as it is named).
   */
  attackDeclared: 25,
} as const;
export type EventKind = (typeof EV)[keyof typeof EV];
export const EVENT_KINDS = Object.keys(EV).length;

/** `amount` bits of a `played` event: played as a development; played from its owner's hand. */
export const PLAYED_DEVELOPMENT = 1;
export const PLAYED_FROM_HAND = 2;

/**
 * The `amount` of an `enteredPlay` event: where the card was just before it entered play ("when this
 * enters play from your hand"). A played card comes from where it was played: its hand (or a deck top
 * its player may play from as if from his hand, as `played` events count it), or its discard pile
 * through Necromancy. 0: from anywhere else (a development turned into a unit does not enter play).
 */
export const ENTERED_FROM = { hand: 1, deck: 2, discard: 3 } as const;

/**
 * In the turn's history a `played` entry's zone slot is the zone index, plus this when the card was
 * played facedown as a development: it was not played as itself, whatever it later turns out to be.
 */
export const HISTORY_AS_DEVELOPMENT = 8;

/** The card language's event names. */
export const EVENT_NAMES: Record<EventName, EventKind> = {
  enterPlay: EV.enteredPlay,
  leavePlay: EV.leftPlay,
  destroyed: EV.destroyed,
  attacks: EV.declaredAttacker,
  defends: EV.declaredDefender,
  ambushes: EV.ambushed,
  dealtDamage: EV.dealtDamage,
  afterCombatDamage: EV.combatDamageApplied,
  attackResolved: EV.attackResolved,
  zoneAttacked: EV.zoneAttacked,
  beginTurn: EV.beginTurn,
  beginPhase: EV.beginPhase,
  endPhase: EV.endPhase,
  endTurn: EV.endTurn,
  healed: EV.healed,
  corrupted: EV.corrupted,
  restored: EV.restored,
  played: EV.played,
  drawn: EV.drawn,
  enteredDiscard: EV.enteredDiscard,
  collectedResources: EV.collectedResources,
  searched: EV.searched,
  dealsCombatDamage: EV.dealtCombatDamage,
  moves: EV.moved,
  opposed: EV.opposed,
  declaresAttack: EV.attackDeclared,
};

/** Events that a card's own trigger sees after it left play ("when this unit leaves play / is destroyed"). */
export const OUT_OF_PLAY_EVENTS: ReadonlySet<number> = new Set([EV.leftPlay, EV.destroyed, EV.enteredDiscard]);
