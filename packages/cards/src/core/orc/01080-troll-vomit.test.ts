import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Troll Vomit', () => {
  it('destroys every unit of both players, even one that cannot be targeted; supports and developments stay', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Troll Vomit'], kingdom: { cards: ['Black Orc Squad', 'Totem of Gork'], developments: ['Mountain Brigade'] }, battlefield: { cards: ['Boar Boyz'] } },
        { resources: 0, kingdom: { cards: ['Mountain Brigade'] }, quest: { cards: ['King Kazador'] } },
      ),
      decisions: [{ type: 'play', card: 'Troll Vomit' }, { type: 'pass', player: 1 }],
      expect: {
        'p1.kingdom.units': [],
        'p1.battlefield.units': [],
        'p2.kingdom.units': [],
        'p2.quest.units': [],
        'p1.kingdom.supports': ['Totem of Gork'],
        'p1.kingdom.developments': 1,
        'p1.resources': 2,
        'p1.discard': ['Black Orc Squad', 'Boar Boyz', 'Troll Vomit'],
        'p2.discard': ['King Kazador', 'Mountain Brigade'],
      },
    });
  });

  it('cannot be played with no unit in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Troll Vomit', 'Mountain Brigade'], kingdom: { cards: ['Totem of Gork'] } }),
      decisions: [{ type: 'play', card: 'Troll Vomit', illegal: 'could not resolve' }],
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
        { type: 'play', card: 'Troll Vomit', illegal: 'not' },
      ],
    });
  });
});
