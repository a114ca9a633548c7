import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Malekith', () => {
  it('at the beginning of your turn: the opponent sacrifices a unit of his choice', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { legend: { card: 'Malekith', as: 'mal' } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Hammerer of Karak Azul', as: 'h' }] } },
      ),
      decisions: [
        { expect: { phase: 'beginTurn', prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@mal', ability: 0 },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@h', player: 2 },
      ],
      expect: { '@h.loc': 'discard', '@a.loc': 'kingdom', '@mal.power': 2 },
    });
  });

  it('cannot be used later in the turn, nor in the opponent\'s turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], legend: { card: 'Malekith', as: 'mal' } }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ type: 'use', card: '@mal', ability: 0, illegal: 'right after its trigger' }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ legend: { card: 'Malekith', as: 'mal' }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@mal', ability: 0 }] } } }],
    });
  });
});
