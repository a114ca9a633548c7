/**
 * @invasion/cards — the card catalogue (facts), capital boards, card behaviours and starter decks.
 * `RULESET` is the whole pool, built explicitly from the set lists; importing this module installs
 * it in the engine (the one place it is installed).
 */
import { useRuleset, type Ruleset } from '@invasion/engine';
import { CARD_DEFS, isImplemented, isTested } from './pool.js';
import { CAPITAL_DEFS } from './capitals/behaviour.js';
import { CATALOGUE, cardsBySet } from './catalogue.js';

export const RULESET: Ruleset = { cards: CARD_DEFS, capitals: CAPITAL_DEFS };
useRuleset(RULESET);

export * from './catalogue.js';
export * from './catalogue-types.js';
export { CAPITAL_BOARDS, capitalById } from './capitals.js';
export { CAPITAL_DEFS } from './capitals/behaviour.js';
export { CARD_DEFS, KEYWORD_ONLY_IDS, isImplemented, isTested, isKeywordOnly, behaviourOf, allBehaviours } from './pool.js';
export { STARTER_DECKS, starterDeck, coreStarterDeck, RANDOM_NEUTRALS, type StarterDeck } from './starterDecks.js';

export interface CardRow {
  id: string;
  name: string;
  pack: string;
  cycle: string;
  type: string;
  race: string;
  cost: number | 'X' | null;
  implemented: boolean;
  tested: boolean;
}

/** The catalogue as listed by `invasion cards`, optionally one set. */
export function cardRows(set?: string): CardRow[] {
  const cards = set ? cardsBySet(set) : CATALOGUE;
  return cards.map((c) => ({
    id: c.id,
    name: c.name,
    pack: c.pack,
    cycle: c.cycle,
    type: c.type,
    race: c.race,
    cost: c.cost,
    implemented: isImplemented(c.id),
    tested: isTested(c.id),
  }));
}
