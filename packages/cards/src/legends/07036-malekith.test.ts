import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Malekith', () => {
  it('at the beginning of your turn: the opponent sacrifices a unit of his choice', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { legend: { card: 'Malekith', as: 'mal' }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Hammerer of Karak Azul', as: 'h' }] } },
      ),
      decisions: [
        { expect: { phase: 'beginTurn', prompt: { player: 1, kind: 'action' }, '@mal.power': 2 } },
        { type: 'use', card: '@mal', ability: 'action' },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@h' }], exclude: [{ type: 'target', target: '@mine' }] } } },
        { type: 'target', target: '@h', player: 2 },
      ],
      expect: { '@h.loc': 'discard', '@a.loc': 'kingdom', '@mine.loc': 'kingdom', log: ['is sacrificed'] },
    });
  });

  it("is optional, usable only right at the beginning of your turn, not in the opponent's turn", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], legend: { card: 'Malekith', as: 'mal' } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } }),
      decisions: [
        { type: 'pass' },
        { expect: { phase: 'capital' } },
        { type: 'use', card: '@mal', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
      expect: { '@a.loc': 'kingdom' },
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ legend: { card: 'Malekith', as: 'mal' }, kingdom: { cards: [{ card: 'Monster of the Deep', as: 'md' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [
        { expect: { phase: 'beginTurn', active: 2, prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@md', ability: 'action' }], exclude: [{ type: 'use', card: '@mal', ability: 'action' }] } } },
      ],
    });
  });
});
