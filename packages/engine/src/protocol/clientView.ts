/**
 * `viewFor(state, viewer)`: everything one player (or a spectator) may know, nothing else — the
 * board with current values, costs, the chain with its targets, the combat, the prompt in plain
 * words and, for the deciding player, his labelled options. Cards hidden from him appear with an
 * alias and their public facts only (where they are, damage, tokens), never what they are.
 */
import { capitalDef, defOf } from '../ruleset/registry.js';
import { RB } from '../primitives/lasting.js';
import { attachmentsOf, isInPlay, isZone } from '../primitives/cards.js';
import * as C from '../characteristics/cards.js';
import { loyaltyCost, loyaltyRace, playCost } from '../characteristics/costs.js';
import { decodeSection, isSection } from '../effects/damage.js';
import { abilityOfUse } from '../abilities/context.js';
import { choiceInfo } from '../abilities/interpret.js';
import { withConstantCache } from '../characteristics/constants.js';
import { playableDeckTop } from '../abilities/initiation.js';
import type { CardState, ChainLink, GameState, LastingEffect, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { PROTOCOL_VERSION, type ClientCard, type ClientChainLink, type ClientEffect, type ClientPlayer, type ClientPrompt, type ClientTarget, type ClientView, type ClientZone, type CostView, type Viewer } from './clientTypes.js';
import { viewIdOf } from './ids.js';
import { promptTitle } from './labels.js';
import { twoZonePlan } from '../flow/combat/twoZones.js';
import { optionsFor } from './options.js';
import { canSee, deckTopsRevealed } from './visibility.js';

const NUMERIC_KEYWORDS = ['toughness', 'counterstrike', 'ambush', 'raider', 'savage', 'feared'] as const;
const FLAG_KEYWORDS = ['scout', 'limited', 'necromancy'] as const;

function keywordsOf(state: GameState, id: number): Record<string, number | true> {
  const out: Record<string, number | true> = {};
  for (const k of NUMERIC_KEYWORDS) {
    const v = C.keywordValue(state, id, k);
    if (v > 0) out[k] = v;
  }
  for (const k of FLAG_KEYWORDS) if (C.hasFlagKeyword(state, id, k)) out[k] = true;
  return out;
}

function costFor(state: GameState, p: PlayerId, id: number): CostView {
  const def = defOf(state.cards[id]!);
  const printed = def.cost === 'X' ? 0 : (def.cost ?? 0);
  const loyalty = loyaltyCost(state, p, def);
  const total = playCost(state, p, id, def.entry ?? null, 0, loyalty);
  return {
    total,
    printed: def.cost === 'X' ? 'X' : printed,
    loyalty: def.loyalty,
    symbols: C.symbolCount(state, p, loyaltyRace(def)),
    loyaltyCost: loyalty,
    modifiers: total - printed - loyalty,
  };
}

/** View ids of `ids` (a loop, not a closure: cardView runs for every card of every view a bot builds). */
function viewIds(state: GameState, ids: readonly number[], viewer: Viewer): number[] {
  const out: number[] = [];
  for (let i = 0; i < ids.length; i++) out.push(viewIdOf(state, ids[i]!, viewer));
  return out;
}

function cardView(state: GameState, c: CardState, viewer: Viewer): ClientCard {
  const inPlay = isInPlay(c);
  const v: ClientCard = {
    id: viewIdOf(state, c.id, viewer),
    owner: c.owner,
    controller: c.controller,
    loc: c.loc,
    faceDown: c.faceDown,
    dev: c.dev,
    damage: c.damage,
    tokens: c.tokens,
    corrupt: c.corrupt,
    attachedTo: c.attachedTo >= 0 ? viewIdOf(state, c.attachedTo, viewer) : null,
    attachments: inPlay ? viewIds(state, attachmentsOf(state, c.id), viewer) : [],
    questing: c.questing >= 0 ? viewIdOf(state, c.questing, viewer) : null,
    assigned: c.assigned,
    attacking: state.combat !== null && state.combat.attackers.includes(c.id),
    defending: state.combat !== null && state.combat.defenders.includes(c.id),
  };
  if (!canSee(c, viewer, state)) return v;
  const def = defOf(c);
  v.def = def.id;
  v.name = def.name;
  v.type = def.type;
  v.race = def.race;
  v.traits = C.traitsOf(state, c.id);
  v.unique = def.unique;
  v.hero = def.hero;
  if (def.text) v.text = def.text;
  if (inPlay && (C.hasFace(c) || C.isUnit(state, c.id))) {
    if (C.isUnit(state, c.id) || c.loc === 'legend') {
      v.power = C.power(state, c.id);
      v.hitPoints = C.hitPoints(state, c.id);
      v.remaining = C.remainingHitPoints(state, c.id);
    }
    v.keywords = keywordsOf(state, c.id);
    if (def.legendPower && c.loc === 'legend') v.legendPower = { kingdom: C.legendZonePower(state, c.id, 'kingdom'), quest: C.legendZonePower(state, c.id, 'quest'), battlefield: C.legendZonePower(state, c.id, 'battlefield') };
  } else if (!inPlay && !c.faceDown) {
    v.keywords = { ...(def.keywords as Record<string, number | true>) };
  }
  if (viewer === c.owner && (c.loc === 'hand' || (c.loc === 'deck' && playableDeckTop(state, c.owner) === c.id))) v.cost = costFor(state, viewer, c.id);
  return v;
}

function zoneView(state: GameState, p: PlayerId, z: ZoneName, viewer: Viewer): ClientZone {
  const zone = state.players[p].zones[z];
  const hp = C.zoneHitPoints(state, p, z);
  return {
    cards: zone.cards.map((id) => cardView(state, state.cards[id]!, viewer)),
    damage: zone.damage,
    hitPoints: hp,
    remaining: zone.burning ? 0 : Math.max(0, hp - zone.damage),
    burning: zone.burning,
    power: C.zonePower(state, p, z),
    developments: C.developmentsIn(state, p, z),
  };
}

function playerView(state: GameState, p: PlayerId, viewer: Viewer): ClientPlayer {
  const pl = state.players[p];
  const cv = (id: number) => cardView(state, state.cards[id]!, viewer);
  return {
    id: p,
    capital: pl.capital,
    capitalName: capitalDef(pl.capital).name,
    resources: pl.resources,
    deckCount: pl.deck.length,
    handCount: pl.hand.length,
    hand: viewer === p ? pl.hand.map(cv) : null,
    discard: pl.discard.map(cv),
    zones: { kingdom: zoneView(state, p, 'kingdom', viewer), quest: zoneView(state, p, 'quest', viewer), battlefield: zoneView(state, p, 'battlefield', viewer) },
    legend: pl.legend >= 0 ? cv(pl.legend) : null,
    legendAttachments: pl.legendAttachments.map(cv),
    zonesToWin: pl.zonesToWin,
    deckTop: pl.deck.length > 0 && deckTopsRevealed(state) ? cv(pl.deck[pl.deck.length - 1]!) : null,
    knownInHand: viewer === p ? [] : pl.hand.filter((id) => canSee(state.cards[id]!, viewer, state)).map(cv),
    knownInDeck: knownInDeck(state, pl.deck, viewer),
  };
}

/** The deck cards the viewer knows, top first (a deck's top card revealed to all included). */
function knownInDeck(state: GameState, deck: readonly number[], viewer: Viewer): { fromTop: number; card: ClientCard }[] {
  const out: { fromTop: number; card: ClientCard }[] = [];
  for (let i = deck.length - 1; i >= 0; i--) {
    const c = state.cards[deck[i]!]!;
    if (canSee(c, viewer, state)) out.push({ fromTop: deck.length - 1 - i, card: cardView(state, c, viewer) });
  }
  return out;
}

function targetView(state: GameState, v: number, viewer: Viewer): ClientTarget {
  if (isSection(v)) return decodeSection(v);
  const id = viewIdOf(state, v, viewer);
  return canSee(state.cards[v]!, viewer, state) ? { card: id, name: defOf(state.cards[v]!).name } : { card: id };
}

function linkView(state: GameState, l: ChainLink, index: number, viewer: Viewer): ClientChainLink {
  const targets: ClientTarget[] = [];
  if (l.use) {
    const a = abilityOfUse(l.use);
    for (const ch of a.targets) if (ch.targeting) for (const v of l.use.picks[ch.slot] ?? []) targets.push(targetView(state, v, viewer));
  }
  if (l.target >= 0) targets.push(targetView(state, l.target, viewer));
  return {
    index,
    kind: l.kind,
    player: l.player,
    card: cardView(state, state.cards[l.card]!, viewer),
    ability: l.use ? l.use.ability : null,
    zone: l.zone,
    x: l.x,
    targets,
    cancelled: l.cancelled,
  };
}

const TWO_ZONES_TEXT = 'may attack two zones this turn';
const SECOND_GROUP_TEXT = 'declared against the second zone: attacks it when the first combat is over';

/** Lasting effects a player would see on the table: changes, control, a card's delayed or lasting effects (not rule markers). */
function effectView(state: GameState, e: LastingEffect, viewer: Viewer): ClientEffect | null {
  if (e.k === RB.used || e.k === RB.armed || e.k === RB.foughtEarlier) return null;
  const src = e.source >= 0 ? state.cards[e.source]! : null;
  const seen = src !== null && canSee(src, viewer, state);
  let text: string;
  if (e.k === RB.modify) text = Object.entries(e.data).map(([k, n]) => (n === 1 && !/power|hitPoints|combatDamage|toughness|counterstrike|ambush|raider|savage|feared/.test(k) ? k : `${k} ${n >= 0 ? '+' : ''}${n}`)).join(', ');
  else if (e.k === RB.control) text = 'control changed';
  else if (e.k === RB.fearedBlank) text = 'text blank (Feared)';
  else if (e.k === RB.extraPhase) text = 'an additional battlefield phase this turn';
  else if (e.k === RB.twoZones) text = TWO_ZONES_TEXT;
  else if (e.k === RB.nextAttacker) text = e.data.anyZone ? 'attacks once the chain has resolved' : SECOND_GROUP_TEXT;
  else text = seen ? (defOf(src!).text ?? defOf(src!).name) : 'an effect';
  return { source: seen ? viewIdOf(state, e.source, viewer) : null, card: e.card >= 0 ? viewIdOf(state, e.card, viewer) : null, until: e.until, text };
}

/**
 * The combat's attackers as shown: while the attackers against a second zone are being declared (a
 * two-zone attack: flow/combat/twoZones.ts), the combat shows that zone, so only that group.
 */
function attackersShown(state: GameState): readonly number[] {
  const cb = state.combat!;
  const plan = twoZonePlan(state, cb.attacker);
  const split = plan ? plan.data.split! : -1;
  return split >= 0 ? cb.attackers.slice(split) : cb.attackers;
}

function promptView(state: GameState, viewer: Viewer): ClientPrompt | null {
  const prompt = state.prompt;
  if (!prompt || state.result) return null;
  const base = { player: prompt.player, kind: prompt.kind, title: promptTitle(state, viewer), source: null as number | null, min: 0, max: 0, amount: prompt.amount };
  if (prompt.kind === 'choose') {
    const info = choiceInfo(state);
    base.source = info.source >= 0 ? viewIdOf(state, info.source, viewer) : null;
    base.min = info.min;
    base.max = info.max;
  }
  return base;
}

export function viewFor(state: GameState, viewer: Viewer): ClientView {
  // Read-only: the constants in play are listed once for the whole view.
  return withConstantCache(state, () => buildView(state, viewer));
}

function buildView(state: GameState, viewer: Viewer): ClientView {
  return {
    protocol: PROTOCOL_VERSION,
    stateId: state.decisions,
    viewer,
    turn: state.turn,
    active: state.active,
    firstPlayer: state.firstPlayer,
    phase: state.phase,
    players: [playerView(state, 0, viewer), playerView(state, 1, viewer)],
    chain: state.chain.map((l, i) => linkView(state, l, i, viewer)),
    combat: state.combat
      ? {
          attacker: state.combat.attacker,
          defender: state.combat.defender,
          zone: state.combat.zone,
          legend: state.combat.legend >= 0 ? viewIdOf(state, state.combat.legend, viewer) : null,
          step: state.combat.step,
          attackers: attackersShown(state).map((id) => viewIdOf(state, id, viewer)),
          defenders: state.combat.defenders.map((id) => viewIdOf(state, id, viewer)),
        }
      : null,
    attackTwoZones: state.effects.some((e) => e.k === RB.twoZones),
    waitingAttackers: state.effects.filter((e) => e.k === RB.nextAttacker && !e.data.anyZone && e.card >= 0).map((e) => viewIdOf(state, e.card, viewer)),
    revealed: state.revealed.map((id) => cardView(state, state.cards[id]!, viewer)),
    effects: state.effects.map((e) => effectView(state, e, viewer)).filter((e): e is ClientEffect => e !== null),
    prompt: promptView(state, viewer),
    options: viewer === 'spectator' ? [] : optionsFor(state, viewer),
    result: state.result,
  };
}

export { ZONES, isZone };
