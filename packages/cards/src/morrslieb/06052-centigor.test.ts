import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Centigor', () => {
  it('as your turn begins, you may sacrifice one of your developments instead of the damage', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { battlefield: { cards: [{ card: 'Centigor', as: 'c' }], developments: [{ card: 'Mountain Brigade', as: 'bd' }] }, kingdom: { developments: [{ card: 'Dark Zealot', as: 'dz' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'mode', index: 0 },
        // one of your own developments, in any zone; not the opponent's
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@dz' }, { type: 'target', target: '@bd' }], exclude: [{ type: 'target', target: '@theirs' }, { type: 'pass' }] } } },
        { type: 'target', target: '@dz' },
      ],
      expect: { 'p1.kingdom.developments': 0, 'p1.battlefield.developments': 1, 'p2.kingdom.developments': 1, 'p1.kingdom.damage': 0, 'p1.quest.damage': 0 },
    });
  });

  it('or every section of your own capital takes 1 damage from it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ battlefield: { cards: [{ card: 'Centigor', as: 'c' }], developments: ['Mountain Brigade'] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'mode', index: 1 }],
      expect: { 'p1.kingdom.damage': 1, 'p1.quest.damage': 1, 'p1.battlefield.damage': 1, 'p1.battlefield.developments': 1, 'p2.kingdom.damage': 0 },
    });
  });

  it('with no development, the damage comes without a choice; nothing as the opponent\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ battlefield: { cards: [{ card: 'Centigor', as: 'c' }] } }, { kingdom: { developments: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [],
      expect: { 'p1.kingdom.damage': 1, 'p1.quest.damage': 1, 'p1.battlefield.damage': 1, 'p2.kingdom.developments': 1 },
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ battlefield: { cards: [{ card: 'Centigor', as: 'c' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [],
      expect: { 'p1.kingdom.damage': 0, 'p1.battlefield.damage': 0 },
    });
  });
});
