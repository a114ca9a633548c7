import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// Top five: a non-Dragon unit, Moon Dragon, filler; the sixth card, a second Moon Dragon, is out of reach.
const deck = [
  { card: 'Silver Helm Brigade', as: 'shb' },
  { card: 'Moon Dragon', as: 'md' },
  'Mountain Brigade',
  'Mountain Brigade',
  'Mountain Brigade',
  { card: 'Moon Dragon', as: 'deep' },
];
// (the game goes on to the quest phase afterwards, whose draw takes one more card from the deck)
const lairBoard = (tokens: number, extra: object = {}) =>
  board({ hand: ['Mountain Brigade'], deck, kingdom: { cards: [{ card: "Dragon's Lair", as: 'lair', tokens }] }, ...extra }, {}, ['high-elf', 'orc']);

describe("Dragon's Lair", () => {
  it('as your turn begins: a token is placed; with 2 there, he may remove them to search the top five for a Dragon unit, which enters play in a zone he picks; the deck is shuffled', () => {
    expectScenario({
      phase: 'beginTurn',
      players: lairBoard(1),
      decisions: [
        { type: 'use', card: '@lair', ability: 'action' },
        { expect: { prompt: { player: 1, kind: 'choose' }, '@lair.tokens': 2 } },
        { type: 'mode', index: 0 },
        { expect: { '@lair.tokens': 0, options: { include: [{ type: 'target', target: '@md' }], exclude: [{ type: 'target', target: '@shb' }, { type: 'target', target: '@deep' }] } } },
        { type: 'target', target: '@md' },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@md.loc': 'quest', '@lair.tokens': 0, log: ['shuffle'] },
    });
  });

  it('he may keep the tokens instead: no search', () => {
    expectScenario({
      phase: 'beginTurn',
      players: lairBoard(1),
      decisions: [{ type: 'use', card: '@lair', ability: 'action' }, { type: 'mode', index: 1 }],
      expect: { '@lair.tokens': 2, '@md.loc': 'deck', 'p1.deck': 5 },
    });
  });

  it('with fewer than 2 tokens after the new one there is no search to choose: the token just stays', () => {
    expectScenario({
      phase: 'beginTurn',
      players: lairBoard(0),
      decisions: [{ type: 'use', card: '@lair', ability: 'action' }],
      expect: { '@lair.tokens': 1, '@md.loc': 'deck', 'p1.deck': 5 },
    });
  });

  it('tokens removed, he may find nothing: the tokens stay removed and the deck is shuffled', () => {
    expectScenario({
      phase: 'beginTurn',
      players: lairBoard(3),
      decisions: [{ type: 'use', card: '@lair', ability: 'action' }, { type: 'mode', index: 0 }, { type: 'pass' }],
      expect: { '@lair.tokens': 2, '@md.loc': 'deck', 'p1.deck': 5, log: ['shuffle'] },
    });
  });

  it("once per turn start, at the first opportunity only; not as the opponent's turn begins", () => {
    expectScenario({
      phase: 'beginTurn',
      players: lairBoard(0),
      decisions: [
        { type: 'use', card: '@lair', ability: 'action' },
        { expect: { '@lair.tokens': 1 } },
        { type: 'use', card: '@lair', ability: 'action', illegal: 'first opportunity' },
      ],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], deck, kingdom: { cards: [{ card: "Dragon's Lair", as: 'lair', tokens: 0 }] } },
        { hand: ['Mountain Brigade'] },
        ['high-elf', 'orc'],
      ),
      decisions: [
        // (had the Lair been triggered, its player would have been asked as the turn began)
        { expect: { phase: 'capital', prompt: { player: 2, kind: 'action' }, '@lair.tokens': 0 } },
      ],
    });
  });
});
