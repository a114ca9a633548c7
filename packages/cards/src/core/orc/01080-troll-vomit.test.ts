import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Troll Vomit', () => {
  it('destroys every unit of both players, supports stay', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Troll Vomit'], kingdom: { cards: ['Black Orc Squad', 'Totem of Gork'] }, battlefield: { cards: ['Boar Boyz'] } },
        { kingdom: { cards: ['Mountain Brigade'] }, quest: { cards: ['Hammerer of Karak Azul'] } },
      ),
      decisions: [{ type: 'play', card: 'Troll Vomit' }],
      expect: {
        'p1.kingdom.units': [],
        'p1.battlefield.units': [],
        'p2.kingdom.units': [],
        'p2.quest.units': [],
        'p1.kingdom.supports': ['Totem of Gork'],
        'p1.discard': ['Black Orc Squad', 'Boar Boyz', 'Troll Vomit'],
      },
    });
  });

  it("cannot be played in the opponent's turn", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ resources: 6, hand: ['Troll Vomit'], kingdom: { cards: ['Black Orc Squad'] } }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { expect: { prompt: { player: 1, kind: 'declareDefenders' } } },
      ],
    });
  });
});
