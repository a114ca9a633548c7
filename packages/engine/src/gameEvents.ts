/**
 * What happened, as data: the events the engine records while it runs (when recording is on; off in
 * simulations), from which any client renders its log (protocol/render.ts). Each card in an event is
 * a snapshot taken as it happened — who could see what the card was at that moment — so each viewer
 * later receives only what he could see then (protocol/events.ts).
 */
import type { GameResult, Phase, PlayerId, ZoneName } from './types.js';

/** A card as it was when the event happened. `seen`: bit p set when player p could see what it was. */
export interface CardSeen {
  id: number;
  def: string;
  owner: PlayerId;
  /** Where it was: a hidden card is described by its place ("a card in P1's hand"). */
  where: 'hand' | 'deck' | 'play' | 'pile';
  seen: number;
  epoch: number;
}

/** A section of a capital (a zone of a player's capital board). */
export interface SectionRef {
  player: PlayerId;
  zone: ZoneName;
}

/** What damage went to, or what was picked in a choice. */
export type Thing = { card: CardSeen } | { section: SectionRef } | { number: number } | { option: string };

export type GameEvent =
  | { type: 'firstPlayer'; player: PlayerId }
  | { type: 'mulligan'; player: PlayerId; mulligan: boolean; cards: number }
  | { type: 'turnBegins'; turn: number; player: PlayerId }
  | { type: 'phaseSkipped'; skipped: Phase; player: PlayerId }
  | { type: 'extraBattlefieldPhase'; player: PlayerId; begins: boolean }
  | { type: 'resourcesCollected'; player: PlayerId; amount: number }
  | { type: 'cardsDrawn'; player: PlayerId; amount: number; questPower: number | null }
  | { type: 'passed'; player: PlayerId }
  | { type: 'cardPlayed'; player: PlayerId; card: CardSeen; zone: ZoneName | null; host: CardSeen | null; cost: number }
  | { type: 'developed'; player: PlayerId; card: CardSeen; zone: ZoneName }
  | { type: 'abilityUsed'; player: PlayerId; card: CardSeen; tactic: boolean; cost: number }
  | { type: 'playedFree'; player: PlayerId; card: CardSeen; copy: boolean }
  | { type: 'cannotBePlayed'; card: CardSeen }
  | { type: 'resolves'; source: Source; rule: string | null }
  | { type: 'fizzles'; source: Source; reason: 'noTarget' | 'cost' | 'cancelled' | 'targetsGone'; label: string }
  | { type: 'declined'; player: PlayerId; source: Source }
  | { type: 'chose'; player: PlayerId; label: string; pick: Thing }
  | { type: 'effectsCancelled'; by: CardSeen | null; card: CardSeen }
  | { type: 'revealed'; player: PlayerId | null; source: Source | null; cards: CardSeen[]; random: boolean }
  | { type: 'shuffled'; player: PlayerId }
  | { type: 'noAttack'; player: PlayerId; able: boolean }
  | { type: 'attackZone'; player: PlayerId; defender: PlayerId; zone: ZoneName; legend: CardSeen | null }
  | { type: 'noAttackers'; player: PlayerId }
  | { type: 'attackersDeclared'; player: PlayerId; zone: ZoneName; legend: CardSeen | null; cards: CardSeen[] }
  | { type: 'defendersDeclared'; player: PlayerId; cards: CardSeen[] }
  /** A unit put into play attacking joined the combat in progress (it was not declared). */
  | { type: 'joinsAttack'; player: PlayerId; card: CardSeen }
  | { type: 'attackRedirected'; zone: ZoneName }
  | { type: 'ambush'; player: PlayerId; card: CardSeen; cost: number }
  | { type: 'combatDamageToAssign'; player: PlayerId; amount: number }
  | { type: 'damageAssigned'; player: PlayerId; target: Thing; amount: number }
  | { type: 'damageDealt'; target: Thing; amount: number; combat: boolean }
  | { type: 'damageIgnored'; section: SectionRef; amount: number }
  | { type: 'damageCancelled'; by: Source | null; amount: number; tokenInstead: boolean }
  | { type: 'toughness'; value: number; amount: number; target: Thing }
  | { type: 'damageRedirected'; by: Source | null; amount: number }
  | { type: 'damageMoved'; from: Thing; to: CardSeen; amount: number }
  | { type: 'damagePlaced'; card: CardSeen; amount: number }
  | { type: 'indirectDamage'; player: PlayerId; amount: number }
  | { type: 'healed'; target: Thing; amount: number }
  | { type: 'zoneBurned'; section: SectionRef }
  | { type: 'corrupted'; card: CardSeen }
  | { type: 'restored'; card: CardSeen }
  | { type: 'restoreStep'; player: PlayerId }
  | { type: 'tokensGained'; card: CardSeen; amount: number }
  | { type: 'resourcesGained'; player: PlayerId; amount: number }
  | { type: 'paidFromPool'; player: PlayerId; amount: number }
  | { type: 'paidWith'; player: PlayerId; card: CardSeen; what: 'tokens' | 'damage' }
  | { type: 'zonesToWin'; player: PlayerId; zones: number }
  | { type: 'enteredPlay'; card: CardSeen; player: PlayerId; zone: ZoneName | null }
  | { type: 'leftPlay'; card: CardSeen; pile: string }
  | { type: 'destroyed'; card: CardSeen }
  | { type: 'sacrificed'; card: CardSeen }
  | { type: 'discardedAtRandom'; player: PlayerId; card: CardSeen }
  /** A card put from its owner's hand or deck into his discard pile by an effect or a cost (a random discard, played cards and the rules' discards have their own events). */
  | { type: 'discarded'; card: CardSeen; from: 'hand' | 'deck' }
  | { type: 'discardPlaced'; player: PlayerId; card: CardSeen }
  | { type: 'ruleDiscard'; card: CardSeen; reason: 'notControlledDevelopment' | 'requirements' | 'cannotEnterPlay' | 'noHost'; detail: string }
  | { type: 'replaced'; by: CardSeen | null; destroy: boolean; card: CardSeen }
  | { type: 'replacementUsed'; player: PlayerId; by: CardSeen | null }
  | { type: 'replacementDeclined'; player: PlayerId }
  | { type: 'attached'; card: CardSeen; host: CardSeen; itself: boolean }
  | { type: 'experience'; host: CardSeen; amount: number }
  | { type: 'moved'; card: CardSeen; from: ZoneName; to: ZoneName }
  | { type: 'cannotMove'; card: CardSeen; reason: string }
  | { type: 'cannotEnterPlay'; card: CardSeen; reason: string; sacrificed: boolean }
  | { type: 'controlTaken'; player: PlayerId; card: CardSeen }
  | { type: 'turnedFaceup'; card: CardSeen }
  | { type: 'becameDevelopment'; card: CardSeen }
  | { type: 'developedFromDeck'; player: PlayerId; amount: number; zone: ZoneName }
  | { type: 'gained'; card: CardSeen; change: string; until: string }
  | { type: 'fearedBlank'; card: CardSeen; by: CardSeen }
  | { type: 'extraBattlefieldPhaseAdded' }
  /** A line a card's own code wrote (the escape): `{0}`, `{1}` … stand for `cards`, each shown as its viewer may see it. */
  | { type: 'note'; text: string; cards: CardSeen[] }
  | { type: 'gameOver'; result: GameResult };

/** Who an ability or effect belongs to: a card, a player's capital board, or the rules (with the player using it). */
export type Source = { card: CardSeen } | { capital: PlayerId } | { rules: true };

export type GameEventType = GameEvent['type'];

/** An event as recorded: when it happened (turn, phase, and the decision count it followed). */
export type RecordedEvent = GameEvent & { turn: number; phase: Phase; decision: number };
