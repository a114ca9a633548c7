import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const p1Deck = [{ card: 'Chaos Knights', as: 'm1' }, 'Mountain Brigade', 'Mountain Brigade'];
const p2Deck = [{ card: 'Black Orc Squad', as: 't1' }, 'Mountain Brigade', 'Mountain Brigade'];

describe('Dark Abyss', () => {
  it("at the beginning of your turn, discards the top card of the opponent's deck", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ deck: p1Deck, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Abyss', as: 'a' }] } }, { deck: p2Deck }, ['dark-elf', 'orc']),
      decisions: [
        { type: 'use', card: '@a', ability: 'action' },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'mode', index: 0 },
      ],
      // (P1's own top card is not touched: he draws it in his quest phase)
      expect: { '@t1.loc': 'discard', 'p2.deck': 2, '@m1.loc': 'hand' },
    });
  });

  it('or of your own deck', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ deck: p1Deck, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Dark Abyss', as: 'a' }] } }, { deck: p2Deck }, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@a', ability: 'action' }, { type: 'mode', index: 1 }],
      expect: { '@m1.loc': 'discard', '@t1.loc': 'deck' },
    });
  });

  it('only once, at the beginning of your turn: not later in the turn, not in the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ deck: p1Deck, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Abyss', as: 'a' }] } }, { deck: p2Deck }, ['dark-elf', 'orc']),
      decisions: [
        { type: 'pass' },
        { expect: { phase: 'capital' } },
        { type: 'use', card: '@a', ability: 'action', illegal: 'first opportunity' },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ deck: p1Deck, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Abyss', as: 'a' }] } }, { deck: p2Deck }, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@a', ability: 'action', illegal: 'first opportunity' }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      // (Stunty Smasha gives P1 an action, so that he has a say in P2's first window)
      players: board({ deck: p1Deck, kingdom: { cards: [{ card: 'Dark Abyss', as: 'a' }, 'Stunty Smasha'] } }, { deck: p2Deck, kingdom: { developments: ['Mountain Brigade'] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@a', ability: 'action', player: 1, illegal: 'first opportunity' }],
    });
  });
});
