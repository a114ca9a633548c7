import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sea Guard Captain', () => {
  it('when it is declared as an attacker, its controller may have the opponent take 1 indirect damage, assigned by the opponent', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Sea Guard Captain', as: 'c' }] } },
        { quest: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'use', card: '@c', ability: 'action', player: 1 },
        // the opponent places it himself: a unit anywhere or a section
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { expect: { '@b.damage': 1, 'p2.kingdom.damage': 0, 'p1.kingdom.damage': 0 } },
      ],
    });
  });

  it('may be declined, and is not offered again later in the combat', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Sea Guard Captain', as: 'c' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { expect: { prompt: { player: 1, kind: 'action' } } },
        { type: 'pass' },
        { type: 'defender', card: '@b', player: 2 },
        // no window is opened for it again: damage is assigned at once
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, 'p2.kingdom.damage': 0, '@b.damage': 0 } },
      ],
    });
  });

  it('is not usable without attacking (in the capital phase)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Sea Guard Captain', as: 'c' }] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
