import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Grudge Thrower', () => {
  it('spends 1 and sacrifices a unit: every attacking and defending unit gets +1 power until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 1, battlefield: { cards: [{ card: 'Grudge Thrower', as: 'gt' }, { card: 'Black Orc Squad', as: 'o' }, { card: 'Black Orc Squad', as: 'x' }] }, kingdom: { cards: [{ card: 'Runesmith', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@o' },
        { type: 'pass' },
        { type: 'pass', player: 1 }, // not yet: the window after attackers
        { type: 'defender', card: '@m' },
        { type: 'pass' },
        { type: 'use', card: '@gt', ability: 'action' },
        // the sacrifice is his own unit, of his choice
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@r' }, { type: 'target', target: '@x' }], exclude: [{ type: 'target', target: '@m' }, { type: 'pass' }] } } },
        { type: 'target', target: '@r' },
        // the attacker and the defender gain; units outside the combat do not
        { expect: { '@r.loc': 'discard', 'p1.resources': 0, '@o.power': 2, '@m.power': 3, '@x.power': 1, '@n.power': 2 } },
        // the attacker now deals 2, the defender 3
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, log: ['P1 has 2 combat damage to assign'] } },
        { type: 'assign', target: '@m', amount: 2 },
        { type: 'assign', target: '@o', amount: 3, player: 2 },
        // nobody can act any more, so the turn ends: the bonus is gone with it
        { expect: { turn: 4, '@o.loc': 'battlefield', '@o.power': 1, '@m.power': 2 } },
      ],
    });
  });

  it('cannot be used outside the battlefield, without 1 resource, or when no unit is attacking or defending', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Grudge Thrower', as: 'gt' }, 'Runesmith'] } }),
      decisions: [{ type: 'use', card: '@gt', ability: 'action', illegal: 'could not resolve' }],
      expect: { 'p1.resources': 3, 'p1.battlefield.units': ['Runesmith'] },
    });
    // during an attack (a Lobber Crew gives P1 a window to act in): from the kingdom, or with no resource, it cannot be used
    expectScenario({
      phase: 'battlefield',
      players: board({ resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Grudge Thrower', as: 'gt' }, 'Runesmith', 'Lobber Crew'] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } }),
      decisions: [{ type: 'pass' }, { type: 'attack', zone: 'kingdom' }, { type: 'pass' }, { type: 'attacker', card: '@o' }, { type: 'use', card: '@gt', ability: 'action', illegal: 'only in the battlefield' }],
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ resources: 0, hand: ['Mountain Brigade'], kingdom: { cards: ['Lobber Crew', 'Runesmith'] }, battlefield: { cards: [{ card: 'Grudge Thrower', as: 'gt' }, { card: 'Black Orc Squad', as: 'o' }] } }),
      decisions: [{ type: 'pass' }, { type: 'attack', zone: 'kingdom' }, { type: 'pass' }, { type: 'attacker', card: '@o' }, { type: 'use', card: '@gt', ability: 'action', illegal: 'costs more' }],
    });
  });
});
