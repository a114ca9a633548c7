/** Deck statistics: counts by type and race, cost curve, loyalty needs, power and hit points. */
import { cardById } from './catalogue.js';
import type { Deck } from './types.js';

export const COST_BUCKETS = ['0', '1', '2', '3', '4', '5', '6+', 'X'] as const;
export type CostBucket = (typeof COST_BUCKETS)[number];

export interface DeckStats {
  /** Cards in the deck (copies). */
  total: number;
  /** Distinct titles (reprints count once). */
  uniqueTitles: number;
  byType: Record<string, number>;
  byRace: Record<string, number>;
  /** Cards by printed cost; cards without a cost (draft format cards) are left out. */
  costCurve: Record<CostBucket, number>;
  /** Average printed numeric cost over cards that have one. */
  averageCost: number;
  loyalty: {
    /** Sum of loyalty icons over every copy, by race. */
    byRace: Record<string, number>;
    total: number;
    /** The highest loyalty on one card, and the first card (by id) with it. */
    max: number;
    maxCard: string | null;
  };
  /** Power icons summed over copies. */
  power: { units: number; supports: number; total: number };
  /** Hit points summed over unit copies (X counts as 0). */
  hitPoints: { units: number };
  /** Ids that are not in the catalogue (left out of every number). */
  unknown: string[];
}

export function deckStats(deck: Deck | { cards: readonly string[] }): DeckStats {
  const stats: DeckStats = {
    total: 0,
    uniqueTitles: 0,
    byType: {},
    byRace: {},
    costCurve: { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6+': 0, X: 0 },
    averageCost: 0,
    loyalty: { byRace: {}, total: 0, max: 0, maxCard: null },
    power: { units: 0, supports: 0, total: 0 },
    hitPoints: { units: 0 },
    unknown: [],
  };
  const titles = new Set<string>();
  let costSum = 0;
  let costCount = 0;
  for (const id of [...deck.cards].sort()) {
    const c = cardById(id);
    if (!c) {
      stats.unknown.push(id);
      continue;
    }
    stats.total++;
    titles.add(c.name);
    stats.byType[c.type] = (stats.byType[c.type] ?? 0) + 1;
    stats.byRace[c.race] = (stats.byRace[c.race] ?? 0) + 1;
    if (c.cost === 'X') stats.costCurve.X++;
    else if (typeof c.cost === 'number') {
      stats.costCurve[c.cost >= 6 ? '6+' : (String(c.cost) as CostBucket)]++;
      costSum += c.cost;
      costCount++;
    }
    if (c.loyalty > 0) {
      stats.loyalty.byRace[c.race] = (stats.loyalty.byRace[c.race] ?? 0) + c.loyalty;
      stats.loyalty.total += c.loyalty;
      if (c.loyalty > stats.loyalty.max) {
        stats.loyalty.max = c.loyalty;
        stats.loyalty.maxCard = c.id;
      }
    }
    if (c.type === 'Unit') {
      stats.power.units += c.power ?? 0;
      stats.hitPoints.units += c.hitPoints ?? 0;
    } else if (c.type === 'Support') {
      stats.power.supports += c.power ?? 0;
    }
  }
  stats.power.total = stats.power.units + stats.power.supports;
  stats.uniqueTitles = titles.size;
  stats.averageCost = costCount ? Math.round((costSum / costCount) * 100) / 100 : 0;
  return stats;
}
