/**
 * Plain-words descriptions of prompts and decisions, for the terminal game. Pure functions of the
 * state: they read the engine's queries and never change anything.
 */
import { cardDef, currentChoiceLabel, lethalAssignment, playCost, queries, type Decision, type GameState, type PendingEffect, type PlayerId, type ZoneName } from '@invasion/engine';

const PHASE_NAMES: Record<string, string> = {
  setup: 'setup',
  beginTurn: 'beginning of the turn',
  kingdom: 'kingdom phase',
  quest: 'quest phase',
  capital: 'capital phase',
  battlefield: 'battlefield phase',
  endTurn: 'end of the turn',
  over: 'game over',
};

export function phaseName(phase: string): string {
  return PHASE_NAMES[phase] ?? phase;
}

/** "Mountain Brigade (#12)". */
export function cardLabel(state: GameState, id: number): string {
  const c = state.cards[id];
  if (!c) return `#${id}`;
  return `${cardDef(c.def).name} (#${id})`;
}

/** "P2" — or "you"/"opponent" seen from `viewer`. */
export function playerLabel(p: PlayerId, viewer?: PlayerId): string {
  if (viewer === undefined) return `P${p + 1}`;
  return p === viewer ? 'your' : "the opponent's";
}

function zoneOwnerLabel(state: GameState, owner: PlayerId, zone: ZoneName): string {
  const chooser = state.prompt?.player;
  const who = chooser === undefined ? `P${owner + 1}'s` : playerLabel(owner, chooser);
  return `${who} ${zone}`;
}

function effectLabel(state: GameState, p: PendingEffect): string {
  const label = p.def === 'rules' ? p.ability : p.def.startsWith('capital:') ? `the ${p.def.slice(8)} capital's effect` : `${cardDef(p.def).name}'s ${p.ability}`;
  const from = p.source >= 0 && p.def === 'rules' ? ` of ${cardLabel(state, p.source)}` : '';
  const on = p.ev.card >= 0 && p.ev.card !== p.source ? ` (about ${cardLabel(state, p.ev.card)})` : '';
  return `${label}${from}${on}`;
}

function abilityHint(state: GameState, id: number): string {
  const text = cardDef(state.cards[id]!.def).text;
  return text ? ` — ${text}` : '';
}

/** The player whose capital a zone-name damage target belongs to, at the current prompt. */
function damagedPlayer(state: GameState): PlayerId {
  const prompt = state.prompt;
  if (prompt?.kind === 'assignDamage' && state.combat) return state.combat.defender;
  return prompt ? prompt.player : state.active;
}

function passMeaning(state: GameState): string {
  switch (state.prompt?.kind) {
    case 'attackZone':
      return 'Pass (do not attack this turn)';
    case 'declareAttackers':
      return 'Pass (done declaring attackers)';
    case 'declareDefenders':
      return 'Pass (done declaring defenders)';
    case 'ambush':
      return 'Pass (no ambush)';
    case 'restore':
      return 'Pass (restore nothing)';
    case 'choose':
      return 'Done (choose nothing more, or decline a "may" effect)';
    case 'pay':
      return 'Pay the rest from your resource pool';
    case 'replace':
      return 'Let it happen (no replacement)';
    case 'orderDiscard':
      return 'Keep the rest of these cards in their current order';
    default:
      return 'Pass';
  }
}

/** One legal option in readable words, e.g. "Play Mountain Brigade (#12) into kingdom — cost 4". */
export function describeOption(state: GameState, d: Decision): string {
  const me = state.prompt?.player ?? state.active;
  switch (d.type) {
    case 'pass':
      return passMeaning(state);
    case 'keep':
      return 'Keep this opening hand';
    case 'mulligan':
      return 'Mulligan: shuffle your hand into your deck and draw a new hand';
    case 'play': {
      const c = state.cards[d.card];
      const from = c && c.loc === 'discard' ? ' from your discard pile (Necromancy)' : c && c.loc === 'deck' ? ' from the top of your deck' : '';
      const quest = d.target !== undefined && d.target >= 0 ? `, questing on ${cardLabel(state, d.target)}` : '';
      const x = d.x !== undefined ? ` with X = ${d.x}` : '';
      const cost = playCost(state, me, d.card, d.zone ?? null, d.x ?? 0);
      if (!d.zone) return `Play ${cardLabel(state, d.card)}${x} — cost ${cost}`;
      if (c && cardDef(c.def).attach && d.target !== undefined) return `Play ${cardLabel(state, d.card)} attached to ${cardLabel(state, d.target)} — cost ${cost}`;
      return `Play ${cardLabel(state, d.card)}${from} into ${d.zone}${quest}${x} — cost ${cost}`;
    }
    case 'use':
      return `Use the action of ${cardLabel(state, d.card)}${abilityHint(state, d.card)}`;
    case 'develop':
      return `Develop ${cardLabel(state, d.card)}${state.cards[d.card]?.loc === 'deck' ? ' (the top of your deck)' : ''} facedown in your ${d.zone} as a development`;
    case 'restore':
      return `Restore ${cardLabel(state, d.card)} (no longer corrupt)`;
    case 'attack': {
      const def = state.combat ? state.combat.defender : queries.opponent(state.active);
      const pl = state.players[def].zones[d.zone];
      const left = queries.zoneHitPoints(state, def, d.zone) - pl.damage;
      const units = queries.unitsIn(state, def, d.zone).length;
      if (d.target !== undefined) return `Attack the legend ${cardLabel(state, d.target)} through the ${d.zone} (${queries.remainingHitPoints(state, d.target)} hit points left, ${units} unit${units === 1 ? '' : 's'} there to defend it)`;
      return `Attack ${d.zone} (${left} hit points left, ${units} unit${units === 1 ? '' : 's'} there)`;
    }
    case 'attacker':
      return `Declare ${cardLabel(state, d.card)} as attacker (power ${queries.power(state, d.card)})`;
    case 'defender':
      return `Declare ${cardLabel(state, d.card)} as defender (power ${queries.power(state, d.card)}, ${queries.remainingHitPoints(state, d.card)} hit points left)`;
    case 'ambush': {
      const v = cardDef(state.cards[d.card]!.def).keywords.ambush;
      return `Ambush with ${cardLabel(state, d.card)} — cost ${typeof v === 'number' ? v : 0}`;
    }
    case 'assign': {
      if (typeof d.target === 'string') return `Assign ${d.amount} damage to ${zoneOwnerLabel(state, damagedPlayer(state), d.target)}`;
      const need = lethalAssignment(state, d.target, false, true, state.cards[d.target]!.assigned);
      const hint = need > 0 ? ` (${need} more destroys it)` : ' (already lethal)';
      return `Assign ${d.amount} damage to ${cardLabel(state, d.target)}${hint}`;
    }
    case 'resolve': {
      const p = state.prompt?.effects[d.index];
      return p ? `Resolve first: ${effectLabel(state, p)}` : `Resolve effect ${d.index + 1} first`;
    }
    case 'number':
      return `Choose ${d.value}`;
    case 'mode':
      return `Choose option ${d.index + 1}`;
    case 'target': {
      if (typeof d.target === 'number' && state.prompt?.kind === 'pay') return `Pay 1 with ${cardLabel(state, d.target)}`;
      if (typeof d.target === 'number' && state.prompt?.kind === 'orderDiscard') return `Place ${cardLabel(state, d.target)} next in your discard pile (above the cards placed before it)`;
      if (typeof d.target === 'number') return `Target ${cardLabel(state, d.target)}`;
      const owner = d.player ?? me;
      return `Target ${zoneOwnerLabel(state, owner, d.target)}`;
    }
  }
}

/** What the current prompt asks for, in plain words (empty when nothing is asked). */
export function describePrompt(state: GameState): string {
  const prompt = state.prompt;
  if (!prompt) return state.result ? 'The game is over.' : '';
  const me = prompt.player;
  const res = state.players[me].resources;
  const cb = state.combat;
  switch (prompt.kind) {
    case 'mulligan':
      return 'Mulligan: keep your opening hand, or shuffle it into your deck and draw a new one (once per game).';
    case 'action':
      if (state.phase === 'capital' && state.active === me && state.chain.length === 0 && !cb) {
        return `Capital phase: play cards from your hand or develop one facedown (you have ${res} resources), or pass.`;
      }
      if (state.chain.length > 0) return `Action window (${phaseName(state.phase)}): respond to the chain with an action, or pass to let it resolve.`;
      return `Action window (${phaseName(state.phase)}): take an action, or pass.`;
    case 'restore':
      return 'Kingdom phase: you may restore one of your corrupt cards.';
    case 'attackZone':
      return "Battlefield phase: choose which of the opponent's capital zones to attack, or pass to not attack.";
    case 'declareAttackers':
      return `Declare attackers against the ${cb?.zone ?? '?'}: pick units one at a time, pass when done.`;
    case 'ambush':
      return `Ambush: your ${cb?.zone ?? ''} is attacked; you may pay to turn a facedown Ambush development faceup (${res} resources).`;
    case 'declareDefenders':
      return `Your ${cb?.zone ?? ''} is attacked: declare defenders one at a time, pass when done.`;
    case 'assignDamage':
      return cb && cb.assigning === cb.attacker
        ? `Assign combat damage: ${prompt.amount} left. Every defender must get lethal damage before any goes to the capital.`
        : `Assign combat damage to the attackers: ${prompt.amount} left.`;
    case 'assignIndirect':
      return `Indirect damage: assign ${prompt.amount} damage among your units and capital zones.`;
    case 'orderEffects':
      return 'Several effects trigger at once: choose which resolves first.';
    case 'pay':
      return `Pay ${prompt.amount} resources: 1 at a time with a card that lets you, or the rest from your pool.`;
    case 'replace':
      return 'An event is about to happen: you may use a replacement effect instead, or let it happen.';
    case 'choose':
      return `Choose ${currentChoiceLabel(state)}.`;
    case 'orderDiscard':
      return 'Several of your cards enter your discard pile at once: choose the next one to place (bottom to top), or pass to keep the rest in their order.';
  }
}
