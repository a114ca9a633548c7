import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Screamers of Tzeentch', () => {
  it("is corrupted as its controller's turn begins (not as the opponent's does)", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Screamers of Tzeentch', as: 's' }] } }, { battlefield: { cards: [{ card: 'Screamers of Tzeentch', as: 'o' }] } }, ['chaos', 'chaos']),
      decisions: [{ expect: { '@s.corrupt': true, '@o.corrupt': false, log: ['Screamers of Tzeentch#'] } }],
      expect: { '@s.corrupt': true, '@o.corrupt': false },
    });
  });

  it('Feared 1: as it attacks, its controller may blank one target unit’s text while it attacks (Toughness is lost)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Screamers of Tzeentch', as: 's' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@h' }, { type: 'pass' }] } } },
        { type: 'target', target: '@h' },
        { type: 'defender', card: '@h', player: 2 },
        { type: 'assign', target: '@h', amount: 1 },
        { type: 'assign', target: '@s', amount: 1, player: 2 },
      ],
      expect: { '@h.damage': 1, '@s.damage': 1 },
    });
  });
});
