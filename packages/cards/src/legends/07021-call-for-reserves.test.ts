import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Call for Reserves', () => {
  it('returns a unit you control to hand, then puts a unit of printed cost 3 or less from hand into play, without paying', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          // cost 2 + loyalty 1 (3 icons, the capital's and the Priest's symbols)
          resources: 3,
          hand: [{ card: 'Call for Reserves', as: 'c' }, { card: 'Steam Tank', as: 'big' }, { card: 'Veteran Greatsword', as: 'vg' }],
          kingdom: { cards: [{ card: 'Priest of Verena', as: 'm' }, { card: 'Mountain Brigade', as: 'm2' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@c' },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@m2' }], exclude: [{ type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@m' },
        // Steam Tank (printed cost 4) is not offered; the Priest just returned (cost 2) is
        { expect: { '@m.loc': 'hand', 'p1.resources': 0, options: { include: [{ type: 'target', target: '@vg' }, { type: 'target', target: '@m' }], exclude: [{ type: 'target', target: '@big' }] } } },
        { type: 'target', target: '@vg' },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { '@vg.loc': 'battlefield', '@big.loc': 'hand', 'p1.resources': 0 },
    });
  });

  it('with a unit of printed cost 3 or less in hand, one must be put into play (the card says no "may")', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 4,
          hand: [{ card: 'Call for Reserves', as: 'c' }, { card: 'Veteran Greatsword', as: 'vg' }, { card: 'Priest of Verena', as: 'pv' }],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] },
        },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@c' },
        { expect: { '@m.loc': 'hand' } },
        // two candidates: its player picks one, but may not decline
        { type: 'pass', player: 1, illegal: '' },
        { type: 'target', target: '@pv' },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@pv.loc': 'quest', '@vg.loc': 'hand', '@m.loc': 'hand' },
    });
  });

  it('with no such unit in hand (Mountain Brigade costs 4), only the return happens', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Call for Reserves', as: 'c' }, { card: 'Steam Tank', as: 'big' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@c' }],
      expect: { '@m.loc': 'hand', '@big.loc': 'hand', 'p1.kingdom.units': [] },
    });
  });
});
