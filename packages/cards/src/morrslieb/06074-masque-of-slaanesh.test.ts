import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const court = () =>
  board(
    {
      kingdom: { cards: [{ card: 'Masque of Slaanesh', as: 'm' }, { card: 'Dark Zealot', as: 'z1' }] },
      battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b1' }, { card: 'Mountain Brigade', as: 'mb' }] },
    },
    { battlefield: { cards: [{ card: 'Dark Zealot', as: 'z2' }, { card: 'Black Orc Squad', as: 'b2' }, { card: 'Squig Herders', as: 'sh' }] } },
    ['chaos', 'orc'],
  );

describe('Masque of Slaanesh', () => {
  it('as your turn begins: each player names a unit in play, and every copy of the named units is corrupted', () => {
    expectScenario({
      phase: 'beginTurn',
      players: court(),
      decisions: [
        { type: 'use', card: '@m', ability: 'action' },
        // you name first: any faceup unit in play, yours or the opponent's
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@z2' }, { type: 'target', target: '@mb' }, { type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@z2', player: 1 },
        { type: 'target', target: '@b1', player: 2 },
      ],
      expect: {
        '@z1.corrupt': true,
        '@z2.corrupt': true,
        '@b1.corrupt': true,
        '@b2.corrupt': true,
        '@mb.corrupt': false,
        '@sh.corrupt': false,
        '@m.corrupt': false,
      },
    });
  });

  it('a player may name a title with no copy in play (he passes): only the other named title is corrupted', () => {
    expectScenario({
      phase: 'beginTurn',
      players: court(),
      decisions: [
        { type: 'use', card: '@m', ability: 'action' },
        { type: 'target', target: '@mb', player: 1 },
        // the opponent is not forced to pick one of the units in play
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'pass' }, { type: 'target', target: '@z2' }] } } },
        { type: 'pass', player: 2 },
      ],
      expect: { '@mb.corrupt': true, '@z1.corrupt': false, '@z2.corrupt': false, '@b1.corrupt': false, '@b2.corrupt': false, '@sh.corrupt': false },
    });
  });

  it('may be declined; nothing as the opponent\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      players: court(),
      decisions: [{ type: 'pass', player: 1 }, { type: 'use', card: '@m', ability: 'action', illegal: '' }],
      expect: { '@z1.corrupt': false, '@b1.corrupt': false },
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: court(),
      // P1 has nothing to use (his window passes by itself): only the opponent is asked
      decisions: [{ type: 'pass', player: 2 }],
      expect: { '@z1.corrupt': false, '@b2.corrupt': false, phase: 'battlefield', active: 2 },
    });
  });
});
