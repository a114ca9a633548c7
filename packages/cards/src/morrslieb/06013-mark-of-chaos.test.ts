import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Mark of Chaos', () => {
  it("goes onto any player's unit, which gets +2 power", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 3, hand: [{ card: 'Mark of Chaos', as: 'm' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@m', zone: 'kingdom', target: '@theirs' },
        { expect: { '@m.loc': 'kingdom', '@m.controller': 1, '@theirs.power': 3 } },
      ],
    });
  });

  it("as its controller's turn begins, its unit is dealt 1 damage that Toughness cannot cancel", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Mark of Chaos', as: 'm', attachedTo: '@h' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [{ expect: { phase: 'capital', '@h.damage': 1, '@h.power': 3 } }],
    });
  });

  it("not as the other player's turn begins", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Mark of Chaos', as: 'm', attachedTo: '@h' }] } },
        { hand: ['Mountain Brigade'] },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ expect: { phase: 'capital', active: 2, '@h.damage': 0 } }],
    });
  });

  it("on an opponent's unit, the damage comes as the Mark's controller's turn begins, not as the unit's controller's", () => {
    const players = board(
      { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mark of Chaos', as: 'm', attachedTo: '@h' }] } },
      { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
      ['chaos', 'dwarf'],
    );
    expectScenario({ phase: 'beginTurn', players, decisions: [{ expect: { phase: 'capital', active: 1, '@h.damage': 1, '@h.power': 3 } }] });
    expectScenario({ phase: 'beginTurn', active: 2, players, decisions: [{ expect: { phase: 'capital', active: 2, '@h.damage': 0 } }] });
  });

  it('the damage can destroy its unit', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Huntsmen', as: 'h' }, { card: 'Mark of Chaos', as: 'm', attachedTo: '@h' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'orderDiscard' }, '@h.loc': 'discard', '@m.loc': 'discard' } },
      ],
    });
  });
});
