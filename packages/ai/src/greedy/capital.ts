/**
 * The greedy bot outside combat: the opening hand, the capital phase (which card into which zone,
 * what to develop where), restoring, tactics and card abilities. What a tactic or an ability does
 * is not readable from a view, and used blindly they hurt their user as often as the opponent (the
 * random bot corrupts and kills its own units): they are used only when a simulation on
 * determinizations shows a clear gain, never without one.
 */
import type { ClientCard, ClientOption, ZoneName } from '@invasion/engine';
import type { BotInput } from '../bot.js';
import type { Simulation } from './lookahead.js';

/** The least simulated gain (in evaluation points; a card in hand is 1.2) for which a tactic or ability is used. */
export const TACTIC_MIN_GAIN = 1.5;
import { allUnits, cardIndex, me, opponent, printed, unitsIn, unitValue, ZONES, zoneLeft } from './board.js';

/** Keep an opening hand with at least one unit or support the first turns can pay for. */
export function chooseMulligan(input: BotInput): string {
  const hand = me(input.view, input.seat).hand ?? [];
  const cheap = hand.filter((c) => (c.type === 'Unit' || c.type === 'Support') && (c.cost?.total ?? 99) <= 3);
  const has = (k: string) => input.options.some((o) => o.key === k);
  return cheap.length === 0 && has('mulligan') ? 'mulligan' : has('keep') ? 'keep' : input.options[0]!.key;
}

/** The most valuable corrupt card is restored. */
export function chooseRestore(input: BotInput): string {
  const cards = cardIndex(input.view);
  let best: { key: string; value: number } | null = null;
  for (const o of input.options) {
    if (o.decision.type !== 'restore') continue;
    const c = cards.get(o.decision.card as number);
    const value = c ? unitValue(c) + (c.power ?? 0) : 0;
    if (!best || value > best.value) best = { key: o.key, value };
  }
  return best?.key ?? input.options[0]!.key;
}

/** A card's text active only in one zone ("Kingdom. ..."). */
function textZone(c: ClientCard): ZoneName | null {
  const m = /^(Kingdom|Quest|Battlefield)\./.exec(c.text ?? '');
  return m ? (m[1]!.toLowerCase() as ZoneName) : null;
}

/**
 * What one more power in the quest zone is worth: cards while the hand is thin, less as it fills,
 * less than nothing beyond six cards; less than nothing too once the deck holds fewer than twelve
 * turns of draws at one more power. A player whose deck is empty loses: all six
 * games greedy lost to random over 1,000 ended so, and a search bot once lost so holding thirteen
 * cards with four power questing. Shared by the view-based policy and the playouts' (fastPolicy.ts).
 */
export function questWeight(deckCount: number, questPower: number, handCount: number): number {
  if (deckCount < 12 * (questPower + 1)) return -0.5;
  return handCount <= 2 ? 1.4 : handCount <= 4 ? 1.0 : handCount <= 6 ? 0.4 : -0.3;
}

/**
 * What one power is worth in each of my zones now: resources early, cards while the hand is thin
 * and the deck lasts (questWeight), attack power once the kingdom pays for the hand; a zone the
 * opponent's battlefield can burn needs units to defend it.
 */
export function zoneWeights(input: BotInput): Record<ZoneName, number> {
  const self = me(input.view, input.seat);
  const foe = opponent(input.view, input.seat);
  const kingdom = self.zones.kingdom.power;
  const handCost = (self.hand ?? []).reduce((n, c) => n + (c.cost?.total ?? 0), 0);
  const w: Record<ZoneName, number> = {
    kingdom: kingdom < 6 ? 1.6 : kingdom < 9 ? 1.0 : 0.5,
    quest: questWeight(self.deckCount, self.zones.quest.power, self.handCount),
    battlefield: 0.9 + (kingdom >= 6 ? 0.5 : 0) + (handCost <= kingdom ? 0.3 : 0),
  };
  const threat = unitsIn(foe, 'battlefield').reduce((n, c) => n + (c.power ?? 0), 0);
  for (const z of ZONES) {
    const left = zoneLeft(self, z);
    if (left <= 0) w[z] -= 0.6;
    else if (threat >= left) w[z] += 0.8;
    else if (threat + 2 >= left) w[z] += 0.4;
  }
  return w;
}

/** How much a unit or support played into `zone` adds (0 or less: not worth it). */
function playValue(input: BotInput, c: ClientCard, o: ClientOption, weights: Record<ZoneName, number>): number {
  const zone = o.decision.zone as ZoneName | undefined;
  const self = me(input.view, input.seat);
  const uniqueInPlay = c.unique && allUnits(self).some((u) => u.def === c.def);
  if (uniqueInPlay) return -1;
  const home = textZone(c);
  const bonus = home && zone ? (home === zone ? 2 : -1.5) : 0;
  switch (c.type) {
    case 'Unit': {
      const p = printed(c);
      const quest = o.decision.target !== undefined && Number(o.decision.target) >= 0 ? 0.5 : 0;
      return 2 + p.power * (1 + (zone ? weights[zone] : 1)) + 0.4 * p.hitPoints + 0.3 * p.toughness + bonus + quest;
    }
    case 'Support':
      if (o.decision.target !== undefined) return -1; // attachments: which side gains is in their text
      return 2 + (c.cost?.total ?? 1) + bonus;
    case 'Quest':
      return unitsIn(self, 'quest').length ? 1.5 : 1.2;
    case 'Legend':
      return 8;
    default:
      return -1;
  }
}

/** Which hand card is worth least kept: unplayable tactics first, then cards far beyond the kingdom's means, then the cheapest. */
function keepValue(input: BotInput, c: ClientCard): number {
  const kingdom = me(input.view, input.seat).zones.kingdom.power;
  if (c.type === 'Tactic') return 0;
  const cost = c.cost?.total ?? 0;
  if (cost > kingdom + 3) return 1;
  return 2 + cost;
}

/** The zone a development helps most: the one nearest to burning (not burning already). */
function developZone(input: BotInput): ZoneName {
  const self = me(input.view, input.seat);
  const open = ZONES.filter((z) => zoneLeft(self, z) > 0);
  return (open.length ? open : ZONES).reduce((a, b) => (zoneLeft(self, b) < zoneLeft(self, a) ? b : a));
}

/** Tactics and abilities the simulation weighs: the best one whose gain is clear, or null. */
function bestSimulated(input: BotInput, sim: Simulation | undefined, cards: Map<number, ClientCard>): string | null {
  if (!sim) return null;
  const keys = input.options
    .filter((o) => o.decision.type === 'use' || (o.decision.type === 'play' && cards.get(o.decision.card as number)?.type === 'Tactic'))
    .map((o) => o.key);
  if (!keys.length) return null;
  let best: string | null = null;
  let top = TACTIC_MIN_GAIN;
  for (const [k, g] of sim.gains(input, keys)) if (g > top) [best, top] = [k, g];
  return best;
}

/**
 * At an action window: a tactic or ability when simulation shows a clear gain; in my capital phase
 * the best play by value (units, supports, quests, a legend), then one development of the card
 * worth least kept, then pass; elsewhere, pass.
 */
export function chooseAction(input: BotInput, sim?: Simulation): string {
  const view = input.view;
  const pass = input.options.find((o) => o.key === 'pass')?.key ?? input.options[0]!.key;
  const cards = cardIndex(view);
  const simulated = bestSimulated(input, sim, cards);
  if (simulated) return simulated;
  if (view.phase !== 'capital' || view.active !== input.seat) return pass;
  const weights = zoneWeights(input);
  let best: { key: string; score: number } = { key: pass, score: 0 };
  const self = me(view, input.seat);
  const hand = self.hand ?? [];
  const worst = hand.reduce<ClientCard | null>((a, c) => (!a || keepValue(input, c) < keepValue(input, a) ? c : a), null);
  const devZone = developZone(input);
  for (const o of input.options) {
    const c = cards.get(o.decision.card as number);
    if (!c) continue;
    let score = -1;
    if (o.decision.type === 'play' && c.loc === 'hand') score = playValue(input, c, o, weights);
    else if (o.decision.type === 'develop' && c === worst && o.decision.zone === devZone && (hand.length >= 2 || c.type === 'Tactic')) score = 0.5;
    if (score > best.score) best = { key: o.key, score };
  }
  return best.key;
}
