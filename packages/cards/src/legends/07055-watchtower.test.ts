import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Watchtower', () => {
  it("as its controller's turn begins, he may have the opponent reveal his hand", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Watchtower', as: 'w' }] } },
        { hand: ['Black Orc Squad', 'Lobber Crew'] },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@w', ability: 'action', player: 1 },
        { expect: { log: ['Black Orc Squad', 'Lobber Crew'] } },
      ],
    });
  });

  it("only as its controller's own turn begins, at his first opportunity", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Watchtower', as: 'w' }] } }, { hand: ['Black Orc Squad'] }, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Watchtower', as: 'w' }] } }, { hand: ['Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [{ expect: { phase: 'capital', prompt: { player: 2, kind: 'action' } } }],
    });
  });

  it('Limited: not played in a turn where its player already played a Limited card', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Watchtower', 'Mountain Brigade'], limitedPlayed: true }, {}, ['empire', 'orc']),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: 'Watchtower', zone: 'kingdom' }] } } }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Watchtower', 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: 'Watchtower', zone: 'kingdom' }],
      expect: { 'p1.kingdom.supports': ['Watchtower'] },
    });
  });
});
