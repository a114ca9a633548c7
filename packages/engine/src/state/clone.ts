/**
 * A fast deep copy of the game state, written out by hand (no structuredClone or JSON on hot paths).
 * Must be kept in step with types.ts; the serialization round-trip test compares it with JSON.
 */
import type { AbilityUse, CardState, ChainLink, CombatState, EventData, GameResult, GameState, LastingEffect, PendingEffect, PlayerState, Step, WouldEvent, ZoneState } from '../types.js';

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
    legendAttachments: p.legendAttachments.slice(),
    mulliganed: p.mulliganed,
    limitedTurn: p.limitedTurn,
    developmentTurn: p.developmentTurn,
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
    epoch: c.epoch,
  };
}

function cloneEvent(e: EventData): EventData {
  const out: EventData = { kind: e.kind, card: e.card, player: e.player, amount: e.amount, zone: e.zone, combat: e.combat };
  if (e.uncancellable !== undefined) out.uncancellable = e.uncancellable;
  return out;
}

function clonePending(p: PendingEffect): PendingEffect {
  return { def: p.def, ability: p.ability, kind: p.kind, controller: p.controller, source: p.source, ev: cloneEvent(p.ev), lasting: p.lasting };
}

function cloneWould(w: WouldEvent): WouldEvent {
  return { what: w.what, card: w.card, pile: w.pile, bottom: w.bottom, offered: w.offered.slice() };
}

function clonePendingList(list: PendingEffect[]): PendingEffect[] {
  const out: PendingEffect[] = [];
  for (let i = 0; i < list.length; i++) out.push(clonePending(list[i]!));
  return out;
}

/** Explicit literals everywhere (no object spread): spread copies of copies fall off V8's fast paths. */
/** Kept as its own small function so the engine's optimizer compiles this hot loop on its own. */
function cloneCards(list: CardState[]): CardState[] {
  const out: CardState[] = [];
  for (let i = 0; i < list.length; i++) out.push(cloneCard(list[i]!));
  return out;
}

function cloneStep(s: Step): Step {
  switch (s.t) {
    case 'setup':
      return { t: 'setup', stage: s.stage };
    case 'turn':
      return { t: 'turn', stage: s.stage };
    case 'phase':
      return { t: 'phase', phase: s.phase, stage: s.stage };
    case 'combat':
      return { t: 'combat', stage: s.stage };
    case 'window':
      return { t: 'window', priority: s.priority, passes: s.passes, chainStarter: s.chainStarter };
    case 'resolveChain':
      return { t: 'resolveChain' };
    case 'triggers':
      return { t: 'triggers', pending: clonePendingList(s.pending), stage: s.stage };
    case 'mulligan':
      return { t: 'mulligan', player: s.player };
    case 'discardOrder':
      return { t: 'discardOrder', player: s.player, cards: s.cards.slice() };
    case 'playFromHand':
      return { t: 'playFromHand', player: s.player, cards: s.cards.slice() };
    case 'ability':
      return { t: 'ability', use: cloneUse(s.use), stage: s.stage, choice: s.choice, immediate: s.immediate };
    case 'pay':
      return { t: 'pay', player: s.player, amount: s.amount, card: s.card };
    case 'play':
      return { t: 'play', player: s.player, card: s.card, zone: s.zone, target: s.target, x: s.x, fromHand: s.fromHand };
    case 'replace':
      return { t: 'replace', player: s.player, event: cloneWould(s.event), options: s.options.map((o) => ({ def: o.def, ability: o.ability, source: o.source, lasting: o.lasting })) };
    case 'indirect':
      return {
        t: 'indirect',
        player: s.player,
        amount: s.amount,
        uncancellable: s.uncancellable,
        source: s.source,
        units: s.units.slice(),
        unitAmounts: s.unitAmounts.slice(),
        zoneAmounts: { kingdom: s.zoneAmounts.kingdom, quest: s.zoneAmounts.quest, battlefield: s.zoneAmounts.battlefield },
      };
  }
}

function cloneCombat(c: CombatState): CombatState {
  return {
    attacker: c.attacker,
    defender: c.defender,
    zone: c.zone,
    legend: c.legend,
    step: c.step,
    attackers: c.attackers.slice(),
    defenders: c.defenders.slice(),
    ambushed: c.ambushed.slice(),
    assigning: c.assigning,
    toAssign: c.toAssign,
    capitalAssigned: c.capitalAssigned,
    participated: c.participated.slice(),
    uncancellableLeft: c.uncancellableLeft,
    uncancellableTo: c.uncancellableTo.slice(),
    couldDefend: c.couldDefend.slice(),
  };
}

function cloneLink(l: ChainLink): ChainLink {
  return { kind: l.kind, player: l.player, card: l.card, zone: l.zone, target: l.target, x: l.x, cancelled: l.cancelled, use: l.use ? cloneUse(l.use) : null };
}

function cloneUse(u: AbilityUse): AbilityUse {
  const picks: number[][] = [];
  for (let i = 0; i < u.picks.length; i++) picks.push(u.picks[i]!.slice());
  return { def: u.def, ability: u.ability, source: u.source, player: u.player, picks, x: u.x, ev: cloneEvent(u.ev), paid: u.paid, free: u.free, pc: u.pc, ok: u.ok, lasting: u.lasting, sourceZone: u.sourceZone, sourceHost: u.sourceHost };
}

function cloneData(d: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k in d) out[k] = d[k]!;
  return out;
}

function cloneEffect(e: LastingEffect): LastingEffect {
  return { n: e.n, b: e.b, k: e.k, ability: e.ability, source: e.source, controller: e.controller, card: e.card, until: e.until, data: cloneData(e.data) };
}

function cloneResult(r: GameResult): GameResult {
  switch (r.kind) {
    case 'win':
      return { kind: 'win', winner: r.winner, reason: r.reason };
    case 'draw':
      return { kind: 'draw', reason: r.reason };
    case 'turnCap':
      return { kind: 'turnCap', turns: r.turns };
  }
}

export function cloneState(s: GameState): GameState {
  return {
    version: s.version,
    seed: s.seed,
    secret: s.secret,
    rng: s.rng.slice(),
    turn: s.turn,
    maxTurns: s.maxTurns,
    active: s.active,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    cards: cloneCards(s.cards),
    combat: s.combat ? cloneCombat(s.combat) : null,
    stack: s.stack.map(cloneStep),
    chain: s.chain.map(cloneLink),
    queued: clonePendingList(s.queued),
    effects: s.effects.map(cloneEffect),
    nextEffect: s.nextEffect,
    history: s.history.slice(),
    playedDefs: s.playedDefs.slice(),
    discarded: s.discarded.slice(),
    discardGroups: s.discardGroups.slice(),
    revealed: s.revealed.length === 0 ? [] : s.revealed.slice(),
    known: s.known.slice(),
    prompt: s.prompt ? { player: s.prompt.player, kind: s.prompt.kind, amount: s.prompt.amount, effects: clonePendingList(s.prompt.effects) } : null,
    result: s.result ? cloneResult(s.result) : null,
    dirty: s.dirty,
    decisions: s.decisions,
    log: s.log ? s.log.slice() : null,
  };
}
