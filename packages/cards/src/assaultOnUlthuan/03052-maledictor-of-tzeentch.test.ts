import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Maledictor of Tzeentch', () => {
  it('as your turn begins, deals 1 damage to itself and to another unit you target (any player\'s)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { battlefield: { cards: [{ card: 'Maledictor of Tzeentch', as: 'mal' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@q' }, { type: 'target', target: '@own' }], exclude: [{ type: 'target', target: '@mal' }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: '@q', player: 1 },
        { expect: { '@mal.damage': 1, '@q.damage': 1, '@m.damage': 0, '@own.damage': 0 } },
      ],
    });
  });

  it('may have to hit one of your own units, and can destroy itself', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { battlefield: { cards: [{ card: 'Maledictor of Tzeentch', as: 'mal', damage: 2 }, { card: 'Chaos Knights', as: 'own' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      // the Chaos Knights are the only other unit: the target is picked for the player
      decisions: [{ expect: { '@mal.loc': 'discard', '@own.damage': 1 } }],
    });
  });

  it('is cancelled with no other unit in play: the Maledictor takes no damage', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ battlefield: { cards: [{ card: 'Maledictor of Tzeentch', as: 'mal' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ expect: { phase: 'capital', '@mal.damage': 0 } }],
    });
  });

  it('does not trigger as the opponent\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ battlefield: { cards: [{ card: 'Maledictor of Tzeentch', as: 'mal' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [{ expect: { phase: 'capital', '@mal.damage': 0, '@m.damage': 0 } }],
    });
  });
});
