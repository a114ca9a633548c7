import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Troll Den', () => {
  it('at the beginning of your turn deals 2 damage to a unit you control in its zone', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Troll Den', as: 't' }, { card: 'Mountain Brigade', as: 'm' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        {},
        ['orc', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@m' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@m' },
      ],
      expect: { '@m.damage': 2, '@t.loc': 'kingdom' },
    });
  });

  it('is sacrificed when its controller declines or has no unit in its zone', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Troll Den', as: 't' }, { card: 'Mountain Brigade', as: 'm' }] } }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'pass', player: 1 }],
      expect: { '@m.damage': 0, '@t.loc': 'discard' },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Troll Den', as: 't' }] }, battlefield: { cards: ['Black Orc Squad'] } }, {}, ['orc', 'dwarf']),
      decisions: [],
      expect: { '@t.loc': 'discard' },
    });
  });
});
