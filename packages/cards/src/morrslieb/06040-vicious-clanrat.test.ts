import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const skaven = () =>
  board(
    {
      battlefield: { cards: [{ card: 'Vicious Clanrat', as: 'v' }, { card: 'Clan Rats', as: 'r1', corrupt: true }] },
      kingdom: { cards: [{ card: 'Clan Rats', as: 'r2', corrupt: true }, { card: 'Clan Rats', as: 'clean' }, { card: 'Dark Zealot', as: 'z', corrupt: true }] },
    },
    { battlefield: { cards: [{ card: 'Clan Rats', as: 'theirs', corrupt: true }] } },
    ['chaos', 'orc'],
  );

describe('Vicious Clanrat', () => {
  it('attacking, it gets +1 power per corrupted Skaven unit you control, in any zone', () => {
    expectScenario({
      phase: 'battlefield',
      players: skaven(),
      decisions: [
        { expect: { '@v.power': 1 } },
        { type: 'pass', player: 1 }, // the window as the phase begins (Clan Rats could act)
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 1 }, // the window after the zone is named
        { type: 'attacker', card: '@v' },
        // two corrupted Skaven of yours; an uncorrupted one, a corrupted non-Skaven and the opponent's do not count
        { expect: { '@v.power': 3 } },
      ],
    });
  });

  it('not attacking, it has its printed power', () => {
    expectScenario({
      phase: 'capital',
      players: skaven(),
      decisions: [],
      expect: { '@v.power': 1 },
    });
  });
});
