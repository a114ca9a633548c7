import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Troll Den', () => {
  it('at the beginning of your turn, by itself: 2 damage to a target unit you control in its zone, your choice', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Troll Den', as: 't' }, { card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', as: 'k' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'e' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@k' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@e' }] } } },
        { type: 'target', target: '@m' },
      ],
      expect: { '@m.damage': 2, '@k.damage': 0, '@t.loc': 'kingdom' },
    });
  });

  it('or it is sacrificed: when its controller prefers, and when he has no unit in its zone', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Troll Den', as: 't' }, { card: 'Mountain Brigade', as: 'm' }] } }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'pass', player: 1 }],
      expect: { '@m.damage': 0, '@t.loc': 'discard' },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Troll Den', as: 't' }] }, battlefield: { cards: ['Black Orc Squad'] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['orc', 'dwarf']),
      expect: { '@t.loc': 'discard' },
    });
  });

  it('not at the beginning of the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Troll Den', as: 't' }] } }, { hand: ['Mountain Brigade'] }, ['orc', 'dwarf']),
      decisions: [{ expect: { phase: 'capital', '@t.loc': 'kingdom' } }],
    });
  });
});
