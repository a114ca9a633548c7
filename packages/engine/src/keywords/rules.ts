/**
 * Keywords (rules summary: Keywords) written in the card language, as the rules' own triggered
 * abilities: each is checked for the cards the event is about and resolves as a triggered constant
 * effect (FAQ: Keywords are Constant Effects for timing), with the keyword's value in the event's
 * amount, fixed when it triggers (effects exist independently of their source: FAQ Card Effects).
 * Toughness is a cancellation at the timing of damage (effects/damage.ts); Ambush is a combat step
 * (flow/combat/ambush.ts); Limited and zone-only entry are play rules (flow/playCard.ts).
 */
import type { AbilityDef } from '../lang/types.js';
import type { EventData, GameState, PlayerId } from '../types.js';
import { EV } from '../eventKinds.js';
import { reenteredSinceDeclared } from '../effects/events.js';
import { addEffect } from '../primitives/lasting.js';
import { isInPlay, opponent } from '../primitives/cards.js';
import { hasFlagKeyword, keywordValue } from '../characteristics/cards.js';
import { record, seen } from '../log.js';
import { attacks, custom, damage, defends, discard, EVENT_AMOUNT, forced, gainResources, isDealtDamage, may, OPPONENT, SELF, toDeck, unit, YOU, afterCombatDamage, endTurn } from '../lang/build.js';

type Sources = (state: GameState, ev: EventData) => readonly { card: number; player: PlayerId; amount?: number }[];

export interface RuleAbility {
  def: AbilityDef;
  sources: Sources;
}

const none: readonly { card: number; player: PlayerId }[] = [];

/** The event's card, when it has this numeric keyword (its value becomes the effect's amount). */
function withKeyword(kw: 'counterstrike' | 'savage' | 'feared'): Sources {
  return (state, ev) => {
    if (ev.card < 0) return none;
    const x = keywordValue(state, ev.card, kw);
    return x > 0 ? [{ card: ev.card, player: ev.player, amount: x }] : none;
  };
}

/**
 * Counterstrike X: when declared as a defender, the unit at once deals X combat damage that cannot
 * be cancelled to one attacking unit of its controller's choice (not a target; an attacking legend
 * may be chosen: the texts do not exclude it).
 */
const counterstrike: RuleAbility = {
  def: forced({
    id: 'counterstrike',
    when: defends(SELF),
    targets: [{ choose: 'card', label: 'attacking unit for Counterstrike', targeting: false, ifNone: 'cancel', filter: { type: ['unit', 'legend'], attacking: true } }],
    effect: damage({ target: 0 }, EVENT_AMOUNT, { combat: true, uncancellable: true }),
  }),
  sources: withKeyword('counterstrike'),
};

/**
 * Savage X: a unit with Savage that is dealt damage and survives it may deal X damage to one target
 * unit in a zone of the same name as its own (either player's). It resolves after the state check,
 * so a unit the damage destroyed has no zone and no target.
 */
const savage: RuleAbility = {
  def: may({ id: 'savage', when: isDealtDamage(SELF), target: unit({ zone: 'corresponding' }), effect: damage({ target: 0 }, EVENT_AMOUNT) }),
  sources: withKeyword('savage'),
};

/**
 * Feared X: when the unit is declared as an attacker, its controller chooses up to X target units;
 * while it attacks, their text boxes are blank except their traits.
 */
const feared: RuleAbility = {
  def: may({
    id: 'feared',
    when: attacks(SELF),
    target: { choose: 'card', filter: unit(), min: 0, max: EVENT_AMOUNT, label: 'unit to blank while this attacks' },
    effect: custom('blank while it attacks', (ctx) => {
      for (const id of ctx.use.picks[0] ?? []) {
        if (!isInPlay(ctx.state.cards[id]!)) continue;
        addEffect(ctx.state, 'fearedBlank', { source: ctx.self, controller: ctx.player, card: id, until: 'turn' });
        if (ctx.state.log) record(ctx.state, { type: 'fearedBlank', card: seen(ctx.state, id), by: seen(ctx.state, ctx.self) });
      }
    }),
  }),
  sources: withKeyword('feared'),
};

/** Raider X: after combat damage is applied, the attacker gains the combined Raider of his surviving attackers. */
const raider: RuleAbility = {
  def: forced({ id: 'raider', when: afterCombatDamage(), effect: gainResources(YOU, EVENT_AMOUNT) }),
  sources: (state) => {
    const cb = state.combat;
    if (!cb) return none;
    let n = 0;
    for (const id of cb.attackers) if (isInPlay(state.cards[id]!)) n += keywordValue(state, id, 'raider');
    return n > 0 ? [{ card: -1, player: cb.attacker, amount: n }] : none;
  },
};

/** Scout: after combat damage is applied, for each surviving participating unit with Scout, its controller's opponent discards a card at random (FAQ v1.5: even with no damage dealt). */
const scout: RuleAbility = {
  def: forced({ id: 'scout', when: afterCombatDamage(), effect: discard(OPPONENT, 1, { random: true }) }),
  sources: (state) => {
    const cb = state.combat;
    if (!cb) return none;
    const out: { card: number; player: PlayerId }[] = [];
    for (const id of cb.participated) {
      const c = state.cards[id]!;
      // A unit that left play and came back during the combat is a new card that did not take part (FAQ: Out of Play).
      if (isInPlay(c) && !reenteredSinceDeclared(state, id) && hasFlagKeyword(state, id, 'scout')) out.push({ card: id, player: c.controller });
    }
    return out;
  },
};

/** Necromancy: a card that entered play from its owner's discard pile this turn goes to the bottom of its owner's deck at the end of the turn. */
const necromancy: RuleAbility = {
  def: forced({ id: 'necromancy', when: endTurn('any'), effect: toDeck(SELF, { bottom: true }) }),
  sources: (state) => {
    const out: { card: number; player: PlayerId }[] = [];
    for (const c of state.cards) if (c.necromancy && isInPlay(c)) out.push({ card: c.id, player: c.controller });
    return out;
  },
};

export const RULE_ABILITIES: readonly RuleAbility[] = [counterstrike, savage, feared, raider, scout, necromancy];

export { EV, opponent };
