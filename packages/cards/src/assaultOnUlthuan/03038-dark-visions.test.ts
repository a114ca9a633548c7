import { describe, expect, it } from 'vitest';
import { optionsFor, viewFor } from '@invasion/engine';
import { board, expectScenario } from '../testing.js';

const DV = 'Dark Visions';
const TOP5 = ['Rat Ogres', 'Warp Lightning Cannon', 'Deathmaster Sniktch', 'Chaos Knights', 'Squig Herders'];
const DECK = [
  { card: 'Rat Ogres', as: 'd1' },
  { card: 'Warp Lightning Cannon', as: 'd2' },
  { card: 'Deathmaster Sniktch', as: 'd3' },
  { card: 'Chaos Knights', as: 'd4' },
  { card: 'Squig Herders', as: 'd5' },
  { card: 'Black Orc Squad', as: 'sixth' },
  'Mountain Brigade',
  'Mountain Brigade',
];
const dBoard = (o: { scoutCamp?: boolean; resources?: number } = {}) =>
  board(
    { resources: o.resources ?? 2, hand: [{ card: DV, as: 'dv' }, 'Mountain Brigade'], deck: DECK as never, kingdom: { cards: o.scoutCamp ? ['Scout Camp'] : [] } },
    { hand: ['Mountain Brigade'] },
    ['dark-elf', 'dwarf'],
  );

describe('Dark Visions', () => {
  it('searches the top 5 cards: one of them, of your choice, goes into your hand; then the deck is shuffled', () => {
    expectScenario({
      phase: 'capital',
      players: dBoard(),
      decisions: [
        { type: 'play', card: '@dv' },
        // only the top five, any card type; he may also take none (a search need not find its object)
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@d1' }, { type: 'target', target: '@d2' }, { type: 'target', target: '@d3' }, { type: 'target', target: '@d4' }, { type: 'target', target: '@d5' }, { type: 'pass' }],
              exclude: [{ type: 'target', target: '@sixth' }],
            },
          },
        },
        { type: 'target', target: '@d3' },
      ],
      // cost 1 + loyalty 2, less the capital's Dark Elf symbol
      expect: { '@d3.loc': 'hand', 'p1.hand': ['Deathmaster Sniktch', 'Mountain Brigade'], 'p1.deck': 7, 'p1.resources': 0, '@dv.loc': 'discard', log: ['P1 shuffles his deck'] },
    });
  });

  it('its player may take no card: his hand is unchanged, and the deck is shuffled all the same', () => {
    expectScenario({
      phase: 'capital',
      players: dBoard(),
      decisions: [{ type: 'play', card: '@dv' }, { type: 'pass', player: 1 }],
      expect: { 'p1.hand': ['Mountain Brigade'], 'p1.deck': 8, 'p1.resources': 0, '@dv.loc': 'discard', chain: 0, log: ['P1 shuffles his deck'] },
    });
  });

  it('the shuffle uses the game\'s seeded random numbers: the same seed gives the same deck, another seed another', () => {
    const deckAfter = (seed: number) => {
      const { state } = expectScenario({ seed, phase: 'capital', players: dBoard(), decisions: [{ type: 'play', card: '@dv' }, { type: 'target', target: '@d1' }] });
      return state.players[0].deck.map((id) => state.cards[id]!.def);
    };
    expect(deckAfter(1)).toEqual(deckAfter(1));
    const orders = new Set([1, 2, 3, 4, 5, 6].map((s) => JSON.stringify(deckAfter(s))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("cannot be played during the opponent's turn", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 4, hand: [{ card: DV, as: 'dv' }, { card: 'Chillwind', as: 'cw' }], deck: DECK as never },
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Black Orc Squad'] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        // P1 may act in P2's capital phase (Chillwind), but not with Dark Visions
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: '@cw' }], exclude: [{ type: 'play', card: '@dv' }] } } },
        { type: 'play', card: '@dv', illegal: '' },
      ],
    });
  });

  it('a search bonus (Scout Camp) lets it search a sixth card', () => {
    expectScenario({
      phase: 'capital',
      players: dBoard({ scoutCamp: true }),
      decisions: [
        { type: 'play', card: '@dv' },
        { expect: { options: { include: [{ type: 'target', target: '@sixth' }, { type: 'target', target: '@d1' }] } } },
        { type: 'target', target: '@sixth' },
      ],
      expect: { '@sixth.loc': 'hand', 'p1.deck': 7 },
    });
  });

  it('the opponent sees none of the searched cards, nor the card taken, and has nothing to choose', () => {
    for (const decisions of [[{ type: 'play' as const, card: '@dv' }], [{ type: 'play' as const, card: '@dv' }, { type: 'target' as const, target: '@d4' }]]) {
      const { state } = expectScenario({ phase: 'capital', players: dBoard(), decisions });
      const theirs = JSON.stringify(viewFor(state, 1));
      for (const name of TOP5) expect(theirs).not.toContain(name);
      if (decisions.length === 1) {
        expect(state.prompt?.player).toBe(0);
        expect(optionsFor(state, 1)).toEqual([]);
        // its own player sees them
        const mine = JSON.stringify(viewFor(state, 0));
        for (const name of TOP5) expect(mine).toContain(name);
      }
    }
  });

  it('cancelled, it searches nothing and shuffles nothing (the cost stays paid)', () => {
    const { state } = expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: DV, as: 'dv' }, 'Mountain Brigade'], deck: DECK as never },
        { resources: 4, hand: [{ card: "High Elf's Disdain", as: 'h' }] },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [{ type: 'play', card: '@dv' }, { type: 'play', card: '@h', player: 2 }],
      expect: { '@dv.loc': 'discard', 'p1.hand': ['Mountain Brigade'], 'p1.deck': 8, 'p1.resources': 0 },
    });
    const names = state.players[0].deck.map((id) => state.cards[id]!.def);
    const { state: fresh } = expectScenario({ phase: 'capital', players: board({ deck: DECK as never }, {}, ['dark-elf', 'high-elf']), decisions: [] });
    expect(names).toEqual(fresh.players[0].deck.map((id) => fresh.cards[id]!.def));
  });
});
