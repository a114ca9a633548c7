/** The Hidden Kingdoms capital boards' effects, played through the engine. */
import { describe, expect, it } from 'vitest';
import { createGame, useRuleset, runScenario, cardDef } from '@invasion/engine';
import { CAPITAL_DEFS, CARD_DEFS } from '../src/index.js';

const deck = (n: number) => Array.from({ length: n }, () => '01001');

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
    useRuleset({ cards: [...CARD_DEFS, { ...cardDef('01001'), id: 'x0001', name: 'Test Clanrats', race: 'Neutral', cost: 2, loyalty: 0, traits: ['Skaven'], raceSymbols: [], entry: null, implemented: true }], capitals: CAPITAL_DEFS });
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
});
