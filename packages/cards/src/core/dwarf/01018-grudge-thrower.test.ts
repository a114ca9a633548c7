import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Grudge Thrower', () => {
  it('spends 1 and sacrifices a unit: every attacking and defending unit gets +1 power', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 1, battlefield: { cards: ['Grudge Thrower', { card: 'Black Orc Squad', as: 'o' }, { card: 'Black Orc Squad', as: 'x' }] }, kingdom: { cards: [{ card: 'Runesmith', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@o' },
        { type: 'pass' },
        { type: 'pass', player: 1 }, // not yet: the window after attackers
        { type: 'defender', card: '@m' },
        { type: 'pass' },
        { type: 'use', card: 'Grudge Thrower', ability: 0 },
        { type: 'target', target: '@r' },
        { expect: { '@r.loc': 'discard', 'p1.resources': 0, '@o.power': 2, '@m.power': 3, '@x.power': 1, '@n.power': 2 } },
      ],
    });
  });

  it('cannot be used when no unit is attacking or defending', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: ['Grudge Thrower', 'Runesmith'] } }),
      decisions: [{ type: 'use', card: 'Grudge Thrower', ability: 0, illegal: 'could not resolve' }],
    });
  });
});
