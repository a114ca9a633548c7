/**
 * The card pool the engine plays with: every catalogue card as an engine CardDef (facts), with the
 * behaviour its card file declares, marked implemented when the engine plays its whole text — a card
 * with a behaviour, or a unit, support or quest whose text is only keywords (or nothing).
 */
import type { CardDef } from '@invasion/engine';
import { CATALOGUE } from './catalogue.js';
import type { CatalogueCard } from './catalogue-types.js';
import { hasTestFile, type CardBehaviour } from './define.js';
import { BEHAVIOURS } from './sets.js';

const PLAYABLE_TYPES = new Set(['Unit', 'Support', 'Quest']);

/** Behaviours by card id (a card defined twice is an error naming it). */
const BY_ID: ReadonlyMap<string, CardBehaviour> = (() => {
  const m = new Map<string, CardBehaviour>();
  for (const b of BEHAVIOURS) {
    if (m.has(b.id)) throw new Error(`card ${b.id} is defined twice`);
    m.set(b.id, b);
  }
  return m;
})();

export function behaviourOf(id: string): CardBehaviour | undefined {
  return BY_ID.get(id);
}
export function allBehaviours(): readonly CardBehaviour[] {
  return BEHAVIOURS;
}

/** Cards whose whole behaviour is stats and keywords the engine implements. */
export function isKeywordOnly(c: CatalogueCard): boolean {
  if (c.textKind === 'abilities') return false;
  if (!PLAYABLE_TYPES.has(c.type)) return false;
  if (c.undetermined && c.undetermined.length > 0) return false;
  if (c.cost === 'X' || c.cost === null) return false;
  for (const v of Object.values(c.keywords)) if (v === 'X') return false;
  if (c.traits.includes('Attachment')) return false;
  return true;
}

export function toCardDef(c: CatalogueCard): CardDef {
  const b = BY_ID.get(c.id);
  const legendPower = b?.legendPower ?? c.legendPower;
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    race: c.race,
    cost: c.cost,
    loyalty: c.loyalty,
    power: c.power ?? (legendPower ? Math.min(legendPower.kingdom, legendPower.quest, legendPower.battlefield) : 0),
    ...(legendPower ? { legendPower } : {}),
    hitPoints: c.hitPoints ?? 0,
    traits: c.traits,
    unique: c.unique,
    hero: c.hero,
    keywords: { ...(c.keywords as CardDef['keywords']), ...(b?.keywords ?? {}) },
    entry: c.entry,
    raceSymbols: c.raceSymbols,
    implemented: b !== undefined || isKeywordOnly(c),
    ...(b ? { text: b.text } : {}),
    ...(b?.abilities ? { abilities: b.abilities } : {}),
    ...(b?.attach ? { attach: b.attach } : {}),
    ...(b?.lasting ? { lasting: b.lasting } : {}),
  };
}

export const CARD_DEFS: readonly CardDef[] = CATALOGUE.map(toCardDef);

/** Implemented keyword-only cards: each is exercised by test/keywordCards.test.ts. */
export const KEYWORD_ONLY_IDS: ReadonlySet<string> = new Set(CATALOGUE.filter(isKeywordOnly).map((c) => c.id));

export function isImplemented(id: string): boolean {
  return KEYWORD_ONLY_IDS.has(id) || BY_ID.has(id);
}

/**
 * A card is tested when a test exercises it through real decisions: keyword-only cards in
 * test/keywordCards.test.ts, cards with behaviour in the test file beside the card's file.
 */
export function isTested(id: string): boolean {
  if (KEYWORD_ONLY_IDS.has(id)) return true;
  const b = BY_ID.get(id);
  return b !== undefined && hasTestFile(b);
}
