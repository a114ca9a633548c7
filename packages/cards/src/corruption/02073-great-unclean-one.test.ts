import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Great Unclean One', () => {
  it('in the battlefield: sacrifice a corrupt unit of yours for +1 power this turn, as often as you can pay', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          battlefield: { cards: [{ card: 'Great Unclean One', as: 'g' }, { card: 'Dark Zealot', as: 'z1', corrupt: true }, { card: 'Dark Zealot', as: 'z2' }] },
          kingdom: { cards: [{ card: 'Chaos Knights', as: 'k', corrupt: true }] },
        },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o', corrupt: true }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@g', ability: 'action' },
        // only P1's corrupt units may be sacrificed
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@z1' }, { type: 'target', target: '@k' }], exclude: [{ type: 'target', target: '@z2' }, { type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@z1' },
        { type: 'pass' }, // no second use in response
        { expect: { '@z1.loc': 'discard', '@g.power': 5 } },
        { type: 'use', card: '@g', ability: 'action' },
        { expect: { '@k.loc': 'discard', '@g.power': 6 } },
        // no corrupt unit left: it cannot be used
        { expect: { options: { exclude: [{ type: 'use', card: '@g', ability: 'action' }] } } },
      ],
    });
  });

  it('the power lasts until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Great Unclean One', as: 'g' }, { card: 'Dark Zealot', as: 'z', corrupt: true }] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@g', ability: 'action' },
        { expect: { '@g.power': 5 } },
        { type: 'pass' },
        { type: 'pass' }, // no attack
        { expect: { turn: 4, '@g.power': 4 } },
      ],
    });
  });

  it('cannot be used outside the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Great Unclean One', as: 'g' }, { card: 'Dark Zealot', as: 'z', corrupt: true }] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@g', ability: 'action' }] } } }],
    });
  });
});
