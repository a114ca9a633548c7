import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Necrotic Spasms', () => {
  it("is played onto any unit, an opponent's too", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Necrotic Spasms', as: 'n' }, 'Mountain Brigade'], kingdom: { cards: ['Keystone Forge'] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@n', zone: 'kingdom', target: '@h' }, { type: 'pass' }],
      // cost 1 + loyalty 2 less the Chaos symbol
      expect: { '@n.loc': 'kingdom', '@n.controller': 1, '@h.loc': 'kingdom', 'p1.resources': 0 },
    });
  });

  it("at the start of the attached unit's controller's turn, its player may deal that unit 1 damage that Toughness cannot cancel", () => {
    const players = board(
      { kingdom: { cards: [{ card: 'Necrotic Spasms', as: 'n', attachedTo: '@h' }] } },
      { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
      ['chaos', 'dwarf'],
    );
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players,
      decisions: [{ type: 'use', card: '@n', ability: 'action', player: 1 }],
      expect: { '@h.damage': 1 },
    });
    // optional
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players,
      decisions: [{ type: 'pass', player: 1 }],
      expect: { '@h.damage': 0, phase: 'capital', active: 2 },
    });
  });

  it("not at the start of the turn of its own player when the unit is his opponent's; on his own unit, at the start of his turn", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Necrotic Spasms', as: 'n', attachedTo: '@h' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@n', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Necrotic Spasms', as: 'n', attachedTo: '@ck' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@n', ability: 'action' }],
      expect: { '@ck.damage': 1 },
    });
  });
});
