import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const lab = (p2: Record<string, unknown> = {}) =>
  board(
    {
      resources: 6,
      hand: [{ card: 'Warpstone Experiments', as: 'w' }, 'Mountain Brigade'],
      battlefield: { cards: [{ card: 'Clan Rats', as: 'r' }, { card: 'Dark Zealot', as: 'z' }] },
    },
    { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] }, ...p2 },
    ['chaos', 'orc'],
  );

describe('Warpstone Experiments', () => {
  it('your unit gets +3 power for the turn, and is sacrificed as the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: lab(),
      decisions: [
        { type: 'play', card: '@w' },
        { expect: { options: { include: [{ type: 'target', target: '@r' }, { type: 'target', target: '@z' }], exclude: [{ type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@z' },
        { expect: { '@z.power': 4, '@r.power': 1 } },
        { type: 'pass' },
        { type: 'pass' }, // no attack
      ],
      expect: { turn: 4, '@z.loc': 'discard', '@r.loc': 'battlefield', log: ['sacrifice'] },
    });
  });

  it('played in the opponent\'s turn, the sacrifice comes at the end of that turn', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: lab({ hand: ['Mountain Brigade'] }),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'play', card: '@w', player: 1 },
        { type: 'target', target: '@r' },
        { expect: { '@r.power': 4 } },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 }, // no attack
        { expect: { turn: 4, '@r.loc': 'discard' } },
      ],
      expect: { turn: 4, active: 1, '@r.loc': 'discard', '@z.loc': 'battlefield' },
    });
  });

  it('a unit that left play before the turn ends is not sacrificed once it is back in play (a new card)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 15, hand: [{ card: 'Warpstone Experiments', as: 'w' }, 'Called Back', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Dark Zealot', as: 'z' }, { card: 'Clan Rats', as: 'r' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@w' },
        { type: 'target', target: '@z' },
        { type: 'pass', player: 1 }, // he could answer his own tactic with Called Back: lets it resolve
        { expect: { '@z.power': 4 } },
        { type: 'play', card: 'Called Back' },
        { type: 'target', target: '@z' },
        { expect: { '@z.loc': 'hand' } },
        { type: 'play', card: '@z', zone: 'battlefield' },
        { expect: { '@z.power': 1 } },
        { type: 'pass' },
        { type: 'pass' }, // no attack
      ],
      expect: { turn: 4, '@z.loc': 'battlefield', '@r.loc': 'battlefield' },
    });
  });
});
