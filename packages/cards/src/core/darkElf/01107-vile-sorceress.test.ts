import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Vile Sorceress', () => {
  it('at the beginning of its controller’s turn, a target unit gets -1 hit points for the turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Vile Sorceress', as: 'v' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 3 }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@v' }, { type: 'target', target: '@b' }], exclude: [{ type: 'pass' }] } } },
        { type: 'target', target: '@m' },
        { expect: { '@m.hitPoints': 5, '@b.hitPoints': 4 } },
        { type: 'pass', player: 1 }, // the capital phase ends; no attack; the turn ends
        { expect: { turn: 4, '@m.hitPoints': 6 } },
      ],
    });
  });

  it('destroys a unit whose damage reaches its lowered hit points', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { quest: { cards: [{ card: 'Vile Sorceress', as: 'v' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 3 }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [{ type: 'target', target: '@b' }],
      expect: { '@b.loc': 'discard', '@v.loc': 'quest' },
    });
  });

  it('does nothing outside the quest zone or on the opponent’s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Vile Sorceress', as: 'v' }] } }, { quest: { cards: [{ card: 'Vile Sorceress', as: 'w' }] } }, ['dark-elf', 'dark-elf']),
      decisions: [{ expect: { '@v.hitPoints': 2, '@w.hitPoints': 2, log: ['P1 collects'] } }],
    });
  });
});
