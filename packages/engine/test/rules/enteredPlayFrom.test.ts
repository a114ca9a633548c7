/**
 * "When this enters play from your hand": the enters-play event carries where the card came from —
 * a played card from where it was played (its hand), a card put into play from where the effect took
 * it (hand, deck, discard pile). Trigger option `from` (card language: Triggers).
 */
import { describe, it } from 'vitest';
import { type CardDef } from '../../src/index.js';
import { action, addTokens, entersPlay, forced, fromDiscard, fromHand, putIntoPlay, search, SELF, unit, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const base = { race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true } as const;
const EXTRA: CardDef[] = [
  // "Forced: when this unit enters play from your hand, put a token on it."
  testUnit('tx501', 'Homecomer', { abilities: [forced({ when: entersPlay(SELF, { from: 'hand' }), effect: addTokens(SELF, 1) })] }),
  { ...base, id: 'tx502', name: 'Summon From Hand', type: 'Tactic', abilities: [action({ effect: putIntoPlay(fromHand(unit()), 'kingdom') })] },
  { ...base, id: 'tx503', name: 'Raise From Pile', type: 'Tactic', abilities: [action({ effect: putIntoPlay(fromDiscard(unit(), { whose: YOU }), 'kingdom') })] },
  { ...base, id: 'tx504', name: 'Pluck From Deck', type: 'Tactic', abilities: [action({ effect: putIntoPlay(search(3, unit()), 'kingdom') })] },
  // Watchers: a token each time a unit enters play from a deck / from a discard pile.
  { ...base, id: 'tx505', name: 'Deck Watcher', type: 'Support', abilities: [forced({ when: entersPlay(unit(), { from: 'deck' }), effect: addTokens(SELF, 1) })] },
  { ...base, id: 'tx506', name: 'Pile Watcher', type: 'Support', abilities: [forced({ when: entersPlay(unit(), { from: 'discard' }), effect: addTokens(SELF, 1) })] },
];
registerFixtures(EXTRA);

const watchers = { kingdom: { cards: [{ card: 'Deck Watcher', as: 'dw' }, { card: 'Pile Watcher', as: 'pw' }] } };

describe('entering play from a place', () => {
  it('a unit played from its hand enters play from the hand', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Homecomer', as: 'h' }] }, watchers),
      decisions: [{ type: 'play', card: '@h', zone: 'battlefield' }],
      expect: { '@h.loc': 'battlefield', '@h.tokens': 1, '@dw.tokens': 0, '@pw.tokens': 0 },
    });
  });

  it('a unit put into play from the hand by an effect enters play from the hand', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Summon From Hand', { card: 'Homecomer', as: 'h' }] }, watchers),
      decisions: [{ type: 'play', card: 'Summon From Hand' }],
      expect: { '@h.loc': 'kingdom', '@h.tokens': 1, '@pw.tokens': 0 },
    });
  });

  it('a unit put into play from the discard pile or the deck does not enter play from the hand', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Raise From Pile', 'Grunt'], discard: [{ card: 'Homecomer', as: 'h' }] }, watchers),
      decisions: [{ type: 'play', card: 'Raise From Pile' }],
      expect: { '@h.loc': 'kingdom', '@h.tokens': 0, '@pw.tokens': 1, '@dw.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Pluck From Deck', 'Grunt'], deck: [{ card: 'Homecomer', as: 'h' }, 'Grunt', 'Grunt', 'Grunt', 'Grunt'] }, watchers),
      decisions: [{ type: 'play', card: 'Pluck From Deck' }, { type: 'target', target: '@h' }],
      expect: { '@h.loc': 'kingdom', '@h.tokens': 0, '@dw.tokens': 1, '@pw.tokens': 0 },
    });
  });
});
