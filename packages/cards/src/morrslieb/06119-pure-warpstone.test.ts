import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Pure Warpstone', () => {
  it('gives +1 power to the corrupted units of its own zone only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          battlefield: { cards: [{ card: 'Pure Warpstone', as: 'w' }, { card: 'Dark Zealot', as: 'c', corrupt: true }, { card: 'Dark Zealot', as: 'clean' }] },
          kingdom: { cards: [{ card: 'Dark Zealot', as: 'elsewhere', corrupt: true }] },
        },
        { battlefield: { cards: [{ card: 'Dark Zealot', as: 'theirs', corrupt: true }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [],
      expect: { '@c.power': 2, '@clean.power': 1, '@elsewhere.power': 1, '@theirs.power': 1, '@w.power': 2 },
    });
  });

  it('a unit corrupted later gets the bonus', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { quest: { cards: [{ card: 'Pure Warpstone', as: 'w' }, { card: 'Clan Rats', as: 'r' }] }, kingdom: { cards: [{ card: 'Clan Rats', as: 'other' }] } },
        {},
        ['chaos', 'chaos'],
      ),
      decisions: [{ expect: { '@r.power': 1 } }, { type: 'use', card: '@r', ability: 'action' }, { type: 'pass', player: 1 }],
      expect: { '@r.corrupt': true, '@r.power': 2 },
    });
  });
});
