/** The Hidden Kingdoms capital boards' effects, played through the engine. */
import { describe, expect, it } from 'vitest';
import { createGame, useRuleset, runScenario, cardDef } from '@invasion/engine';
import { CAPITAL_DEFS, CARD_DEFS } from '../src/index.js';

const deck = (n: number) => Array.from({ length: n }, () => '01001');
/** A neutral 2-cost unit with the Skaven trait. */
const CLANRATS = { ...cardDef('01001'), id: 'x0001', name: 'Test Clanrats', race: 'Neutral', cost: 2, loyalty: 0, traits: ['Skaven'], raceSymbols: [], entry: null, implemented: true };

describe('Hidden Kingdoms capital boards', () => {
  it('Wood Elf: three facedown developments (kingdom, battlefield, quest) after the first player is chosen', () => {
    const s = createGame({ players: [{ capital: 'wood-elf', deck: deck(30) }, { capital: 'dwarf', deck: deck(30) }], seed: 4 });
    const z = s.players[0].zones;
    expect([z.kingdom, z.battlefield, z.quest].map((zone) => zone.cards.filter((id) => s.cards[id]!.dev && s.cards[id]!.faceDown).length)).toEqual([1, 1, 1]);
    expect(s.players[0].deck.length + s.players[0].hand.length).toBe(27);
  });

  it('Undead: the top five cards of the deck are discarded during setup', () => {
    const s = createGame({ players: [{ capital: 'undead', deck: deck(30) }, { capital: 'orc', deck: deck(30) }], seed: 4 });
    expect(s.players[0].discard.length).toBe(5);
    expect(s.players[0].deck.length + s.players[0].hand.length).toBe(25);
  });

  it('Skaven: base power 2 in kingdom and quest; the first Skaven unit into the battlefield each turn costs 1 less', () => {
    useRuleset({ cards: [...CARD_DEFS, CLANRATS], capitals: CAPITAL_DEFS });
    const r = runScenario({
      phase: 'kingdom',
      players: [
        { capital: 'skaven', hand: [{ card: 'x0001', as: 'a' }, { card: 'x0001', as: 'b' }], deck: deck(10) },
        { capital: 'orc', deck: deck(10) },
      ],
      decisions: [
        { expect: { 'p1.resources': 2, 'p1.quest.power': 2 } },
        { type: 'play', card: '@a', zone: 'battlefield' },
        { expect: { 'p1.resources': 1 } },
        { type: 'play', card: '@b', zone: 'battlefield', illegal: 'costs 2' },
      ],
    });
    expect(r.failures, r.failures.join('\n')).toEqual([]);
  });

  it('Skaven: only a Skaven unit played into the battlefield uses the reduction (not one into another zone, nor another unit); it is back next turn', () => {
    useRuleset({ cards: [...CARD_DEFS, CLANRATS], capitals: CAPITAL_DEFS });
    const r = runScenario({
      phase: 'capital',
      players: [
        { capital: 'skaven', resources: 9, hand: [{ card: 'x0001', as: 'k' }, { card: '01060', as: 'orcs' }, { card: 'x0001', as: 'a' }, { card: 'x0001', as: 'b' }, { card: 'x0001', as: 'c' }], deck: deck(10) },
        { capital: 'orc', deck: deck(10) },
      ],
      decisions: [
        // into the kingdom: full cost, the reduction stays
        { type: 'play', card: '@k', zone: 'kingdom' },
        { expect: { 'p1.resources': 7 } },
        // a non-Skaven unit into the battlefield: full cost (Black Orc Squad: 2, and 2 loyalty with no Orc symbol)
        { type: 'play', card: '@orcs', zone: 'battlefield' },
        { expect: { 'p1.resources': 3 } },
        { type: 'play', card: '@a', zone: 'battlefield' },
        { expect: { 'p1.resources': 2 } },
        { type: 'play', card: '@b', zone: 'battlefield' },
        { expect: { 'p1.resources': 0 } },
        { type: 'pass' }, // capital phase over
        { type: 'pass' }, // no attack
        { type: 'pass', player: 2 }, // P2's capital phase
        // P1's next turn: 3 resources (kingdom base power 2, the Clanrats' 1); the reduction is there again
        { expect: { turn: 5, phase: 'capital', 'p1.resources': 3 } },
        { type: 'play', card: '@c', zone: 'battlefield', player: 1 },
      ],
      expect: { 'p1.resources': 2 },
    });
    expect(r.failures, r.failures.join('\n')).toEqual([]);
  });

  it('Lizardmen: after an attack against you resolves, 1 uncancellable damage to a unit that took part', () => {
    const r = runScenario({
      phase: 'battlefield',
      players: [
        { capital: 'orc', battlefield: { cards: [{ card: '01060', as: 'orcs' }] }, deck: deck(10) },
        { capital: 'lizardmen', deck: deck(10) },
      ],
      decisions: [{ type: 'attack', zone: 'quest' }, { type: 'attacker', card: '@orcs' }, { type: 'assign', target: 'quest', amount: 1 }],
      expect: { '@orcs.damage': 1, 'p2.quest.damage': 1 },
    });
    expect(r.failures, r.failures.join('\n')).toEqual([]);
  });

  it('Lizardmen: the board\'s player picks any unit that took part, attacker or defender; Toughness does not cancel it', () => {
    const r = runScenario({
      phase: 'battlefield',
      players: [
        { capital: 'dwarf', battlefield: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] }, deck: deck(10) },
        { capital: 'lizardmen', kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'stay' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] }, deck: deck(10) },
      ],
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@h' },
        { type: 'defender', card: '@m', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@m', amount: 1 },
        // Toughness 1 leaves 1 of the 2
        { type: 'assign', target: '@h', amount: 2, player: 2 },
        { expect: { '@h.damage': 1, '@m.damage': 1, prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@h' }, { type: 'target', target: '@m' }], exclude: [{ type: 'target', target: '@stay' }, { type: 'target', target: '@q' }] } } },
        { type: 'target', target: '@h', player: 2 },
      ],
      expect: { '@h.loc': 'discard', '@m.damage': 1 },
    });
    expect(r.failures, r.failures.join('\n')).toEqual([]);
  });

  it('Lizardmen: nothing after the board\'s player\'s own attack', () => {
    const r = runScenario({
      phase: 'battlefield',
      active: 2,
      players: [
        { capital: 'orc', deck: deck(10) },
        { capital: 'lizardmen', battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, deck: deck(10) },
      ],
      decisions: [{ type: 'attack', zone: 'quest' }, { type: 'attacker', card: '@m' }, { type: 'assign', target: 'quest', amount: 2 }],
      expect: { 'p1.quest.damage': 2, '@m.damage': 0, turn: 4 },
    });
    expect(r.failures, r.failures.join('\n')).toEqual([]);
  });
});
