import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dragon Mage Wakening', () => {
  it('played onto one of your units, it has 3 more hit points; not onto a support', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: 'Dragon Mage Wakening', as: 'w' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Shadow Warrior', as: 'u' }, { card: 'The Glittering Tower', as: 't' }] } },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@w', zone: 'kingdom', target: '@t', illegal: 'cannot be attached' },
        { expect: { '@u.hitPoints': 1 } },
        { type: 'play', card: '@w', zone: 'kingdom', target: '@u' },
        { type: 'pass' },
      ],
      expect: { '@w.loc': 'kingdom', '@u.hitPoints': 4, 'p1.resources': 1 },
    });
  });

  it("may go onto an opponent's unit", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: 'Dragon Mage Wakening', as: 'w' }, 'Mountain Brigade'] },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { expect: { '@b.hitPoints': 4 } },
        { type: 'play', card: '@w', zone: 'battlefield', target: '@b' },
        { type: 'pass' },
      ],
      expect: { '@w.loc': 'battlefield', '@b.hitPoints': 7, '@w.controller': 1 },
    });
  });
});
