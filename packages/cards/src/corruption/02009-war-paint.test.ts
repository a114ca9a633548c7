import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('War Paint', () => {
  it('goes only onto a unit in your battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'War Paint', as: 'wp' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 2 }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'play', card: '@wp', zone: 'kingdom', target: '@k', illegal: 'cannot be attached' },
        { type: 'play', card: '@wp', zone: 'battlefield', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@wp', zone: 'battlefield', target: '@b' },
        { type: 'pass' },
      ],
      // cost 0 + loyalty 1 paid with an Orc capital's symbol: free
      expect: { '@wp.loc': 'battlefield', '@b.power': 3, '@k.power': 1, '@theirs.power': 1, 'p1.resources': 3 },
    });
  });

  it('gives +1 power per damage on its unit, following the damage as it changes', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'War Paint', attachedTo: '@b' }] } },
        { kingdom: { cards: [{ card: 'Cold One Riders', as: 'cor' }] } },
        ['orc', 'dark-elf'],
      ),
      decisions: [
        { expect: { '@b.power': 1 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        // Counterstrike 1 as it defends: 1 damage, so 2 power
        { type: 'defender', card: '@cor', player: 2 },
        { expect: { '@b.damage': 1, '@b.power': 2 } },
        { type: 'assign', target: '@cor', amount: 2 },
        { type: 'assign', target: '@b', amount: 2, player: 2 },
      ],
      expect: { '@cor.damage': 2, '@b.damage': 3, '@b.power': 4 },
    });
  });
});
