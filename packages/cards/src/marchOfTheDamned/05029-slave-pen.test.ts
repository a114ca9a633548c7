import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Slave Pen', () => {
  it('once per turn, sacrificing one of your units puts a token on it; it has 1 more power per token', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Slave Pen', as: 'p', tokens: 1 }, { card: 'Seasoned Corsair', as: 'c' }] }, battlefield: { cards: [{ card: 'Savage Marauders', as: 'm' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { expect: { '@p.power': 2 } },
        { type: 'use', card: '@p', ability: 'action' },
        // one of his own units: not the opponent's
        { expect: { options: { include: [{ type: 'target', target: '@c' }, { type: 'target', target: '@m' }], exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@m' },
        { expect: { '@m.loc': 'discard', '@p.tokens': 2, '@p.power': 3, 'p1.kingdom.power': 3 + 3 + 1 } },
        { type: 'use', card: '@p', ability: 'action', illegal: 'already used this turn' },
      ],
      expect: { '@c.loc': 'kingdom', '@b.loc': 'battlefield' },
    });
  });

  it('with no unit to sacrifice it cannot be used; the tokens (and power) stay from turn to turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Slave Pen', as: 'p', tokens: 2 }] } }, { battlefield: { cards: ['Black Orc Squad'] } }, ['dark-elf', 'orc']),
      decisions: [
        { type: 'use', card: '@p', ability: 'action', illegal: 'cost cannot be paid' },
        { type: 'pass' },
        { expect: { active: 2, '@p.power': 3, '@p.tokens': 2 } },
      ],
    });
  });
});
