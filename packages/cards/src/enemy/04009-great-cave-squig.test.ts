import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const squigBoard = (p1: object = {}) =>
  board(
    {
      kingdom: { cards: [{ card: 'Great Cave Squig', as: 's' }, { card: 'Mountain Brigade', as: 'm' }], developments: [{ card: 'Mountain Brigade', as: 'dev' }] },
      battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] },
      ...p1,
    },
    { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'e' }] } },
    ['orc', 'dwarf'],
  );

describe('Great Cave Squig', () => {
  it('as your turn begins you may sacrifice a development in its zone', () => {
    expectScenario({
      phase: 'beginTurn',
      players: squigBoard(),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'mode', index: 0 },
      ],
      expect: { '@dev.loc': 'discard', 'p1.kingdom.developments': 0, '@m.damage': 0, '@s.damage': 0 },
    });
  });

  it('or have it deal damage equal to its power (3) to a target unit you control, in any zone, itself included', () => {
    expectScenario({
      phase: 'beginTurn',
      players: squigBoard(),
      decisions: [
        { type: 'mode', index: 1 },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@s' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@e' }] } } },
        { type: 'target', target: '@b' },
      ],
      expect: { '@b.damage': 3, 'p1.kingdom.developments': 1 },
    });
    expectScenario({
      phase: 'beginTurn',
      players: squigBoard(),
      decisions: [{ type: 'mode', index: 1 }, { type: 'target', target: '@s' }],
      expect: { '@s.loc': 'discard' },
    });
  });

  it('with no development in its zone (one elsewhere does not count), the damage is the only option', () => {
    expectScenario({
      phase: 'beginTurn',
      players: squigBoard({ kingdom: { cards: [{ card: 'Great Cave Squig', as: 's' }, { card: 'Mountain Brigade', as: 'm' }] }, quest: { developments: [{ card: 'Mountain Brigade', as: 'dev' }] } }),
      decisions: [
        // (the only option left is taken for him: he is asked for the target straight away)
        { expect: { options: { include: [{ type: 'target', target: '@m' }], exclude: [{ type: 'mode', index: 0 }] } } },
        { type: 'target', target: '@m' },
      ],
      expect: { '@m.damage': 3, '@dev.loc': 'quest' },
    });
  });

  it('not as the opponent\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: squigBoard(),
      decisions: [{ expect: { phase: 'capital', 'p1.kingdom.developments': 1, '@m.damage': 0, '@b.damage': 0, '@s.damage': 0 } }],
    });
  });
});
