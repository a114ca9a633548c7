/**
 * Option labels and prompt titles in plain words, computed from what the deciding player may see
 * (names.ts): a label never names a card hidden from him.
 */
import { abilityByRef, cardDef, defOf } from '../ruleset/registry.js';
import { canDefend, hasFlag, isUnit, power, remainingHitPoints, unitsIn, zoneHitPoints } from '../characteristics/cards.js';
import { loyaltyCost, playCost } from '../characteristics/costs.js';
import { lethalAssignment } from '../effects/damage.js';
import { choiceInfo } from '../abilities/interpret.js';
import { opponent } from '../primitives/cards.js';
import type { Decision, GameState, PendingEffect, PlayerId, Step } from '../types.js';
import type { Viewer } from './clientTypes.js';
import { cardPhrase, cardWithPlace, PHASE_NAMES, whose, zonePhrase } from './names.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Who a capital-zone damage target at the current prompt belongs to. */
function damagedPlayer(state: GameState): PlayerId {
  const prompt = state.prompt!;
  if (prompt.kind === 'assignDamage' && state.combat) return state.combat.defender;
  return prompt.player;
}

function passMeaning(state: GameState): string {
  switch (state.prompt?.kind) {
    case 'attackZone':
      // A combat already has its zone: this is the second zone of a two-zone attack.
      return state.combat ? 'Attack only the first zone' : 'Do not attack this turn';
    case 'declareAttackers':
      return 'Done declaring attackers';
    case 'declareDefenders':
      return 'Done declaring defenders';
    case 'ambush':
      return 'No ambush';
    case 'restore':
      return 'Restore nothing';
    case 'choose': {
      const info = choiceInfo(state);
      return info.accepting || (info.picked.length === 0 && info.min === 0 && info.max > 0 && state.prompt?.kind === 'choose' && info.kind !== 'action') ? 'Decline (choose nothing)' : 'Done choosing';
    }
    case 'pay':
      return 'Pay the rest from your resource pool';
    case 'replace':
      return 'Let it happen (no replacement)';
    case 'orderDiscard':
      return 'Keep the rest of these cards in their current order';
    default:
      return state.chain.length > 0 ? 'Pass (let the chain resolve)' : 'Pass';
  }
}

/** A pending effect to order, named after the card whose ability it is. */
export function effectLabel(state: GameState, p: PendingEffect, viewer: Viewer): string {
  if (p.def === 'rules') return `${p.ability[0]!.toUpperCase()}${p.ability.slice(1)} of ${p.source >= 0 ? cardPhrase(state, p.source, viewer) : 'the rules'}`;
  if (p.def.startsWith('capital:')) return `${whose(p.controller, viewer)} capital's effect`;
  const source = p.source >= 0 ? cardPhrase(state, p.source, viewer) : cardDef(p.def).name;
  const kind = abilityByRef(p.def, p.ability).kind;
  const about = p.ev.card >= 0 && p.ev.card !== p.source ? ` (about ${cardPhrase(state, p.ev.card, viewer)})` : '';
  return `${source}${kind === 'forced' ? ' (Forced)' : ''}${about}`;
}

function attackLabel(state: GameState, d: Extract<Decision, { type: 'attack' }>, viewer: Viewer): string {
  const def = state.combat ? state.combat.defender : opponent(state.active);
  const z = state.players[def].zones[d.zone];
  const units = unitsIn(state, def, d.zone);
  const able = units.filter((id) => !state.cards[id]!.corrupt && !hasFlag(state, id, 'cannotDefend')).length;
  const defenders = `${plural(able, 'unit')} able to defend`;
  if (d.target !== undefined) return `Attack ${cardPhrase(state, d.target, viewer)} through ${zonePhrase(def, d.zone, viewer)} (${remainingHitPoints(state, d.target)} hit points left; ${defenders})`;
  if (z.burning) return `Attack ${zonePhrase(def, d.zone, viewer)} (burning: damage to it is ignored; ${defenders})`;
  const left = zoneHitPoints(state, def, d.zone) - z.damage;
  return `Attack ${zonePhrase(def, d.zone, viewer)} (${left} hit points left; ${defenders})`;
}

function playLabel(state: GameState, d: Extract<Decision, { type: 'play' }>, me: PlayerId, viewer: Viewer): string {
  const c = state.cards[d.card]!;
  const def = defOf(c);
  const from = c.loc === 'discard' ? ' from your discard pile' : c.loc === 'deck' ? ' from the top of your deck' : '';
  const x = d.x !== undefined ? ` with X = ${d.x}` : '';
  // Its alternative cost instead (`alt`): its cost is 0, only loyalty is paid in resources, and what the alternative asks.
  const cost = d.alt === 1 ? `cost 0 by paying its alternative cost instead (chosen next), plus loyalty ${loyaltyCost(state, me, def)}` : `cost ${playCost(state, me, d.card, d.zone ?? null, d.x ?? 0)}`;
  if (!d.zone) return `Play ${def.name}${from}${x} — ${cost}`;
  if (def.attach && d.target !== undefined && d.target >= 0) return `Play ${def.name}${from} onto ${cardWithPlace(state, d.target, viewer)} — ${cost}`;
  const quest = d.target !== undefined && d.target >= 0 ? `, questing on ${cardPhrase(state, d.target, viewer)}` : '';
  return `Play ${def.name}${from} into your ${d.zone}${quest}${x} — ${cost}`;
}

function assignLabel(state: GameState, d: Extract<Decision, { type: 'assign' }>, viewer: Viewer): string {
  if (typeof d.target === 'string') return `Assign ${d.amount} damage to ${zonePhrase(damagedPlayer(state), d.target, viewer)}`;
  const need = lethalAssignment(state, d.target, false, true, state.cards[d.target]!.assigned);
  const hint = need === 0 ? 'already has lethal damage assigned' : need === Infinity ? 'cannot be destroyed by it' : `${need} assigned in all destroys it`;
  return `Assign ${d.amount} damage to ${cardWithPlace(state, d.target, viewer)} (${hint})`;
}

function targetLabel(state: GameState, d: Extract<Decision, { type: 'target' }>, me: PlayerId, viewer: Viewer): string {
  const kind = state.prompt?.kind;
  if (typeof d.target === 'string') return `${zonePhrase(d.player ?? me, d.target, viewer)[0]!.toUpperCase()}${zonePhrase(d.player ?? me, d.target, viewer).slice(1)}`;
  if (kind === 'pay') return `Pay 1 with ${cardWithPlace(state, d.target, viewer)}`;
  if (kind === 'orderDiscard') return `Place ${cardPhrase(state, d.target, viewer)} next in your discard pile`;
  const c = state.cards[d.target]!;
  const extra = isUnit(state, d.target) && !c.faceDown ? ` — power ${power(state, d.target)}, ${remainingHitPoints(state, d.target)} hit points left` : '';
  return `${cardWithPlace(state, d.target, viewer)}${extra}`;
}

/** One legal option in plain words, for the player deciding. */
export function optionLabel(state: GameState, d: Decision, viewer: Viewer): string {
  const me = state.prompt?.player ?? state.active;
  switch (d.type) {
    case 'pass':
      return passMeaning(state);
    case 'keep':
      return 'Keep this opening hand';
    case 'mulligan':
      return 'Mulligan: shuffle your hand into your deck and draw a new hand';
    case 'play':
      return playLabel(state, d, me, viewer);
    case 'use':
      return `Use ${cardWithPlace(state, d.card, viewer)} (${d.ability})`;
    case 'develop':
      return `Develop ${cardPhrase(state, d.card, viewer)}${state.cards[d.card]!.loc === 'deck' ? ' (top of your deck)' : ''} facedown in your ${d.zone}`;
    case 'restore':
      return `Restore ${cardWithPlace(state, d.card, viewer)}`;
    case 'attack':
      return attackLabel(state, d, viewer);
    case 'attacker':
      return `Attack with ${cardWithPlace(state, d.card, viewer)} (power ${power(state, d.card)})`;
    case 'defender':
      return `Defend with ${cardWithPlace(state, d.card, viewer)} (power ${power(state, d.card)}, ${remainingHitPoints(state, d.card)} hit points left)`;
    case 'ambush': {
      const v = defOf(state.cards[d.card]!).keywords.ambush;
      return `Ambush with ${cardPhrase(state, d.card, viewer)} — cost ${typeof v === 'number' ? v : 0}`;
    }
    case 'assign':
      return assignLabel(state, d, viewer);
    case 'resolve':
      return resolveLabel(state, d.index, viewer);
    case 'number':
      return `${d.value}`;
    case 'mode': {
      const info = state.prompt?.kind === 'choose' ? choiceInfo(state) : null;
      if (info?.accepting) return 'Use this effect';
      return info?.modes[d.index] ?? `Option ${d.index + 1}`;
    }
    case 'target':
      return targetLabel(state, d, me, viewer);
  }
}

function resolveLabel(state: GameState, index: number, viewer: Viewer): string {
  const prompt = state.prompt!;
  if (prompt.kind === 'replace') {
    const step = state.stack[state.stack.length - 1] as Extract<Step, { t: 'replace' }>;
    const o = step.options[index];
    return o && o.source >= 0 ? `Use ${cardPhrase(state, o.source, viewer)} instead` : 'Use the replacement instead';
  }
  const p = prompt.effects[index];
  return p ? `Resolve first: ${effectLabel(state, p, viewer)}` : `Resolve effect ${index + 1} first`;
}

function chooseTitle(state: GameState, viewer: Viewer): string {
  const info = choiceInfo(state);
  const source = info.source >= 0 ? cardPhrase(state, info.source, viewer) : info.def === 'rules' ? `${info.ability[0]!.toUpperCase()}${info.ability.slice(1)}` : info.def.startsWith('capital:') ? `${whose(state.prompt!.player, viewer)} capital` : 'An effect';
  const kind = info.kind === 'forced' ? ' (Forced)' : '';
  if (info.accepting) return `${source}${kind}: use this effect?`;
  const count = info.choice === 'number' ? 'choose a number' : info.max > 1 ? `choose up to ${info.max}` : 'choose';
  return `${source}${kind}: ${count} — ${info.label}`;
}

/** What the prompt asks, in plain words, for the viewer (his own prompt or the opponent's). */
export function promptTitle(state: GameState, viewer: Viewer): string {
  const prompt = state.prompt;
  if (!prompt) return state.result ? 'The game is over.' : '';
  const p = prompt.player;
  const cb = state.combat;
  const mine = viewer === p;
  const actor = mine ? 'You' : viewer === 'spectator' ? `P${p + 1}` : 'The opponent';
  switch (prompt.kind) {
    case 'mulligan':
      return mine ? 'Keep your opening hand, or mulligan once (shuffle it back and draw a new one).' : `${actor} decides whether to mulligan.`;
    case 'action':
      if (state.phase === 'capital' && state.active === p && state.chain.length === 0 && !cb) return mine ? `Capital phase: play or develop cards (${state.players[p].resources} resources), or pass.` : `${actor} plays cards (capital phase).`;
      if (state.chain.length > 0) return `${PHASE_NAMES[state.phase] ?? state.phase}: respond to the chain, or pass to let it resolve.`;
      return `${PHASE_NAMES[state.phase] ?? state.phase}: take an action, or pass.`;
    case 'restore':
      return 'Kingdom phase: restore one corrupt card, or none.';
    case 'attackZone':
      if (cb) return `Battlefield phase: you may attack a second zone besides ${zonePhrase(cb.defender, cb.zone, viewer)} (you will split your attackers between the two), or only that one.`;
      return 'Battlefield phase: choose a zone to attack, or do not attack.';
    case 'declareAttackers':
      return `Declare attackers against ${zonePhrase(cb!.defender, cb!.zone, viewer)}, one at a time.`;
    case 'ambush':
      return `${zonePhrase(cb!.defender, cb!.zone, viewer)[0]!.toUpperCase()}${zonePhrase(cb!.defender, cb!.zone, viewer).slice(1)} is attacked: ambush with a facedown development, or not.`;
    case 'declareDefenders': {
      const able = state.players[cb!.defender].zones[cb!.zone].cards.filter((id) => canDefend(state, id) && !cb!.defenders.includes(id)).length;
      return `Declare defenders in ${zonePhrase(cb!.defender, cb!.zone, viewer)}, one at a time (${plural(able, 'more unit')} able to defend).`;
    }
    case 'assignDamage':
      return cb && cb.assigning === cb.attacker
        ? `Assign ${prompt.amount} combat damage: every defender needs lethal damage before any goes to the capital.`
        : `Assign ${prompt.amount} combat damage to the attackers.`;
    case 'assignIndirect':
      return `Assign ${prompt.amount} indirect damage among ${mine ? 'your' : whose(p, viewer)} units and capital zones.`;
    case 'orderEffects':
      return 'Several effects happen at once: choose which resolves first.';
    case 'pay':
      return `Pay ${prompt.amount}: 1 at a time from a card that allows it, or the rest from the resource pool.`;
    case 'replace': {
      const step = state.stack[state.stack.length - 1] as Extract<Step, { t: 'replace' }>;
      const what = step.event.what === 'destroy' ? 'be destroyed' : `leave play (to its owner's ${step.event.pile})`;
      return `${cardPhrase(state, step.event.card, viewer)} would ${what}: use a replacement instead, or let it happen.`;
    }
    case 'choose':
      return chooseTitle(state, viewer);
    case 'orderDiscard':
      return 'Cards enter your discard pile together: choose their order, bottom first.';
    case 'playFromHand':
      return `${actor} ${mine ? 'play' : 'plays'} a card from ${mine ? 'your' : 'his'} hand now (an effect lets ${mine ? 'you' : 'him'}; paying all costs).`;
  }
}
