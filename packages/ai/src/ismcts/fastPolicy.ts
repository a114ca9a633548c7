/**
 * The greedy bot's capital-phase policy read from a game state instead of a view, for ISMCTS
 * playouts. A playout runs on the bot's own determinization (an imagined game, not the real one),
 * so reading its state reveals nothing; building a view at each playout decision made a playout
 * cost tens of milliseconds (docs/AI.md). Same values as capital.ts (playValue, zoneWeights,
 * keepValue, developZone) where the state gives them cheaply; text-dependent bonuses are left out.
 */
import { cardDef, queries, type Decision, type GameState, type PlayerId, type ZoneName } from '@invasion/engine';
import { questWeight } from '../greedy/capital.js';

const ZONES: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

function zoneLeft(state: GameState, p: PlayerId, z: ZoneName): number {
  const zone = state.players[p].zones[z];
  return zone.burning ? 0 : Math.max(0, queries.zoneHitPoints(state, p, z) - zone.damage);
}

const printedCost = (def: string) => {
  const c = cardDef(def).cost;
  return typeof c === 'number' ? c : 0;
};

function zoneWeights(state: GameState, p: PlayerId): Record<ZoneName, number> {
  const self = state.players[p];
  const foe = (1 - p) as PlayerId;
  const kingdom = queries.zonePower(state, p, 'kingdom');
  const questPower = queries.zonePower(state, p, 'quest');
  const handCost = self.hand.reduce((n, id) => n + printedCost(state.cards[id]!.def), 0);
  const w: Record<ZoneName, number> = {
    kingdom: kingdom < 6 ? 1.6 : kingdom < 9 ? 1.0 : 0.5,
    quest: questWeight(self.deck.length, questPower, self.hand.length),
    battlefield: 0.9 + (kingdom >= 6 ? 0.5 : 0) + (handCost <= kingdom ? 0.3 : 0),
  };
  const threat = queries.unitsIn(state, foe, 'battlefield').reduce((n, id) => n + queries.power(state, id), 0);
  for (const z of ZONES) {
    const left = zoneLeft(state, p, z);
    if (left <= 0) w[z] -= 0.6;
    else if (threat >= left) w[z] += 0.8;
    else if (threat + 2 >= left) w[z] += 0.4;
  }
  return w;
}

function playValue(state: GameState, p: PlayerId, d: Extract<Decision, { type: 'play' }>, weights: Record<ZoneName, number>): number {
  const def = cardDef(state.cards[d.card]!.def);
  if (def.unique && ZONES.some((z) => queries.unitsIn(state, p, z).some((id) => state.cards[id]!.def === def.id))) return -1;
  const num = (v: number | 'X' | undefined | boolean) => (typeof v === 'number' ? v : 0);
  switch (def.type) {
    case 'Unit':
      return 2 + def.power * (1 + (d.zone ? weights[d.zone] : 1)) + 0.4 * def.hitPoints + 0.3 * num(def.keywords.toughness);
    case 'Support':
      return d.target !== undefined ? -1 : 2 + printedCost(def.id);
    case 'Quest':
      return queries.unitsIn(state, p, 'quest').length ? 1.5 : 1.2;
    case 'Legend':
      return 8;
    default:
      return -1;
  }
}

/**
 * The capital phase's value of each of `decisions` (the legal ones) for the active player: a play
 * by its value, one development of the hand card worth least kept into the zone nearest to burning
 * 0.5, pass 0, anything else -1.
 */
export function capitalScores(state: GameState, decisions: readonly Decision[]): number[] {
  const p = state.prompt!.player;
  const self = state.players[p];
  const weights = zoneWeights(state, p);
  const kingdom = queries.zonePower(state, p, 'kingdom');
  const keep = (id: number) => {
    const def = cardDef(state.cards[id]!.def);
    if (def.type === 'Tactic') return 0;
    const cost = printedCost(def.id);
    return cost > kingdom + 3 ? 1 : 2 + cost;
  };
  let worst = -1;
  for (const id of self.hand) if (worst < 0 || keep(id) < keep(worst)) worst = id;
  const open = ZONES.filter((z) => zoneLeft(state, p, z) > 0);
  const devZone = (open.length ? open : ZONES).reduce((a, b) => (zoneLeft(state, p, b) < zoneLeft(state, p, a) ? b : a));
  return decisions.map((d) => {
    if (d.type === 'pass') return 0;
    if (d.type === 'play' && state.cards[d.card]?.loc === 'hand') return playValue(state, p, d, weights);
    if (d.type === 'develop' && d.card === worst && d.zone === devZone && (self.hand.length >= 2 || cardDef(state.cards[d.card]!.def).type === 'Tactic')) return 0.5;
    return -1;
  });
}

/** The capital phase's choice: the best play by value, else one development, else pass (capitalScores). */
export function capitalChoice(state: GameState, decisions: readonly Decision[]): Decision {
  const scores = capitalScores(state, decisions);
  let best = decisions.findIndex((d) => d.type === 'pass');
  if (best < 0) best = 0;
  for (let i = 0; i < decisions.length; i++) if (scores[i]! > (best >= 0 ? Math.max(0, scores[best]!) : 0)) best = i;
  return decisions[best]!;
}

/** Whether a decision is a tactic played or an ability used (what only simulation can weigh). */
export function isTacticOrAbility(state: GameState, d: Decision): boolean {
  return d.type === 'use' || (d.type === 'play' && cardDef(state.cards[d.card]!.def).type === 'Tactic');
}
