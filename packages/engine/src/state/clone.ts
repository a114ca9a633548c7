/**
 * A fast deep copy of the game state, written out by hand (no structuredClone or JSON on hot paths).
 * Must be kept in step with types.ts; the serialization round-trip test compares it with JSON.
 */
import type { CardState, GameState, PlayerState, Step, ZoneState } from '../types.js';

function cloneZone(z: ZoneState): ZoneState {
  return { cards: z.cards.slice(), damage: z.damage, burning: z.burning };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    id: p.id,
    capital: p.capital,
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    zones: { kingdom: cloneZone(p.zones.kingdom), quest: cloneZone(p.zones.quest), battlefield: cloneZone(p.zones.battlefield) },
    resources: p.resources,
    legend: p.legend,
    mulliganed: p.mulliganed,
    limitedTurn: p.limitedTurn,
    developmentTurn: p.developmentTurn,
    capitalDiscountTurn: p.capitalDiscountTurn,
    zonesToWin: p.zonesToWin,
  };
}

function cloneCard(c: CardState): CardState {
  return {
    id: c.id,
    def: c.def,
    k: c.k,
    owner: c.owner,
    controller: c.controller,
    loc: c.loc,
    dev: c.dev,
    faceDown: c.faceDown,
    damage: c.damage,
    tokens: c.tokens,
    corrupt: c.corrupt,
    attachedTo: c.attachedTo,
    questing: c.questing,
    assigned: c.assigned,
    necromancy: c.necromancy,
  };
}

function cloneStep(s: Step): Step {
  switch (s.t) {
    case 'triggers':
      return { t: 'triggers', pending: s.pending.map((p) => ({ ...p })), stage: s.stage };
    case 'resolveEffect':
      return { t: 'resolveEffect', pending: { ...s.pending } };
    case 'indirect':
      return { ...s, units: s.units.slice(), unitAmounts: s.unitAmounts.slice(), zoneAmounts: { ...s.zoneAmounts } };
    default:
      return { ...s };
  }
}

export function cloneState(s: GameState): GameState {
  const cards = new Array<CardState>(s.cards.length);
  for (let i = 0; i < cards.length; i++) cards[i] = cloneCard(s.cards[i]!);
  return {
    version: s.version,
    seed: s.seed,
    rng: s.rng.slice(),
    turn: s.turn,
    maxTurns: s.maxTurns,
    active: s.active,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    cards,
    combat: s.combat
      ? { ...s.combat, attackers: s.combat.attackers.slice(), defenders: s.combat.defenders.slice(), ambushed: s.combat.ambushed.slice(), participated: s.combat.participated.slice() }
      : null,
    stack: s.stack.map(cloneStep),
    chain: s.chain.map((l) => ({ ...l })),
    queued: s.queued.map((p) => ({ ...p })),
    effects: s.effects.map((e) => ({ ...e })),
    prompt: s.prompt ? { ...s.prompt, effects: s.prompt.effects.map((p) => ({ ...p })) } : null,
    result: s.result ? { ...s.result } : null,
    dirty: s.dirty,
    decisions: s.decisions,
    log: s.log ? s.log.slice() : null,
  };
}
